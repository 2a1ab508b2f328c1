import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiAs,
  freshEmail,
  loginAs,
  registerAccount,
  signedInClient,
  subscribeTo,
} from "./accounts";
import { type RunningServer, startServer } from "./serverProcess";

/* Accounts made on the built server (`npm run build` first) through its real identity API. */

describe("accounts", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT: "false" } });
  }, 120_000);
  afterAll(() => server?.stop());

  it("signs up by mail, with a session that answers as the new account", async () => {
    const email = freshEmail("kit");
    const account = await registerAccount(server.origin, server.dataDir, email);
    expect((await apiAs(server.origin, account).getMe()).email).toBe(email);
  });

  it("signs in again, ending the session the same kind held before", async () => {
    const account = await registerAccount(server.origin, server.dataDir, freshEmail("kit"));
    const first = await loginAs(server.origin, account);
    const second = await loginAs(server.origin, account);
    expect((await apiAs(server.origin, second).getMe()).email).toBe(account.email);
    await expect(apiAs(server.origin, first).getMe()).rejects.toMatchObject({ code: 50002 });
  });

  it("answers a signed-in client in one call, and refuses a wrong password", async () => {
    const email = freshEmail("kit");
    expect((await (await signedInClient(server.origin, server.dataDir, email)).getMe()).email).toBe(
      email,
    );
    await expect(
      loginAs(server.origin, { email, password: "not the password" }),
    ).rejects.toMatchObject({ code: expect.any(Number) });
  });

  it("moves an account to a paid plan through the payments API", async () => {
    const email = freshEmail("kit");
    const api = await signedInClient(server.origin, server.dataDir, email);
    expect((await api.getAccount({ headers: { "accept-language": "en" } })).plan?.type).toBe(
      "FREE",
    );
    const paper = await subscribeTo(api, "PLAN-PRO-MONTH", { email });
    expect(paper).toMatchObject({ amount: 19_900, currency: "KRW" });
    const account = await api.getAccount({ headers: { "accept-language": "en" } });
    expect(account.plan?.type).toBe("PRO");
    expect(account.payMethodInfo?.cardName).toBe("Sandbox Visa");
  });

  it("gives distinct addresses on every call", () => {
    expect(freshEmail("a")).not.toBe(freshEmail("a"));
  });
});
