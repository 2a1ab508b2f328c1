// @vitest-environment node

import { AppError } from "@orbis/core/errors";
import { describe, expect, it } from "vitest";
import { lineError } from "./EditorUploads";

/*
 * What a failed file's line says, for the refusals the shared test server cannot be brought to
 * cheaply (filling a plan's storage takes a gigabyte): one message per failure.
 */
describe("a failed upload's line", () => {
  it("says nothing of a storage refusal: its snackbar says it, with the upgrade", () => {
    expect(lineError(new AppError(20004))).toBeNull();
    expect(lineError(new AppError(80001))).toBeNull();
  });

  it("keeps the server's words for a refusal of the file itself", () => {
    const refused = new AppError(10415, { message: "fake.jpg is not a JPEG, PNG or WebP image" });
    expect(lineError(refused)).toBe("fake.jpg is not a JPEG, PNG or WebP image");
  });

  it("keeps the words of a failure no snackbar says (the server failed)", () => {
    expect(lineError(new AppError(10500))).toBe(new AppError(10500).message);
    expect(lineError(new Error("socket hang up"))).toBe("socket hang up");
  });
});
