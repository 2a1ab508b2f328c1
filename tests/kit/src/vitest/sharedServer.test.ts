import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import "./providedContext";
import {
  apiOn,
  codeMailedTo,
  loginAs,
  registerAccount,
  serverDataDir,
  serverOrigin,
} from "./sharedServer";

describe("the shared server of the global setup", () => {
  it("is up, with its data directory and a log that says so", async () => {
    expect((await fetch(`${serverOrigin()}/healthz`)).status).toBe(200);
    expect(serverDataDir()).toMatch(/orbis-test-/);
    expect(await readFile(inject("orbisServerLog"), "utf8")).toContain(
      `Orbis is running at ${serverOrigin()}`,
    );
  });

  it("registers a fresh account by mail, whose session answers as it", async () => {
    const account = await registerAccount("shared");
    expect(account.email).toMatch(/^shared-.*@example\.com$/);
    expect((await apiOn(account).getMe()).email).toBe(account.email);
    expect(await codeMailedTo(account.email)).toMatch(/^\d{6}$/);
  });

  it("signs in again, and a client without tokens is refused", async () => {
    const account = await registerAccount("shared");
    const session = await loginAs(account, "plugin");
    expect((await apiOn(session).getMe()).email).toBe(account.email);
    await expect(apiOn().getMe()).rejects.toMatchObject({ code: expect.any(Number) });
  });
});
