import { AppError } from "@orbis/core/errors";
import { describe, expect, it } from "vitest";
import { refusalCode, refusalOf } from "./refusal";

describe("refusalOf", () => {
  it("answers the catalogue error of a refused call", async () => {
    expect(await refusalCode(Promise.reject(new AppError(10401)))).toBe(10401);
  });

  it("fails on a call that succeeds or fails otherwise", async () => {
    await expect(refusalOf(Promise.resolve({ ok: 1 }))).rejects.toThrow(/Expected a refusal/);
    await expect(refusalOf(Promise.reject(new TypeError("boom")))).rejects.toThrow("boom");
  });
});
