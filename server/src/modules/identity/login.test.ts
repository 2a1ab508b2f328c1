import { randomUUID } from "node:crypto";
import { type ClientKind, ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { hashPassword } from "./passwords";

describe.each(testEngines)("email login and renewal on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  const login = (email: string, password: string, clientKind?: ClientKind) =>
    apiFor(t).loginEmail({
      body: { ...ORBIS_SERVICE, email, password, ...(clientKind ? { clientKind } : {}) },
    });
  const me = (token: string) => apiFor(t, token).getMe();

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t, { email: "grace@example.com", password: "cobol rules 59" });
  });
  afterAll(() => t.close());

  it("signs in with any case of the address and answers a working token set", async () => {
    const data = await login("Grace@Example.COM", "cobol rules 59");
    expect(data).toMatchObject({
      email: "grace@example.com",
      registered: true,
      firstAccess: true,
    });
    await me(data.accessToken);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const wrong = await refusalOf(login("grace@example.com", "not the password"));
    const unknown = await refusalOf(login("nobody@example.com", "not the password"));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.toBody()).toEqual(unknown.toBody());
    expect(wrong.code).toBe(110001);
  });

  it("keeps an unverified address out, but only once the password is right", async () => {
    await t.deps.db.kysely
      .insertInto("users")
      .values({
        id: randomUUID(),
        email: "unverified@example.com",
        password_hash: await hashPassword("right pass 1"),
        name: null,
        nickname: null,
        thumbnail_key: null,
        sign_in_method: "email",
        email_verified: false,
        deactivated_at: null,
      })
      .execute();
    expect(await refusalCode(login("unverified@example.com", "wrong pass 1"))).toBe(110001);
    const refusal = await refusalOf(login("unverified@example.com", "right pass 1"));
    expect([refusal.status, refusal.code]).toEqual([403, 110002]);
  });

  it("answers 50002 to the older web token after a second web login, and leaves the CLI session alone", async () => {
    const first = await login("grace@example.com", "cobol rules 59");
    const cli = await login("grace@example.com", "cobol rules 59", "cli");
    const second = await login("grace@example.com", "cobol rules 59");
    const old = await refusalOf(me(first.accessToken));
    expect([old.status, old.code]).toEqual([403, 50002]);
    await me(second.accessToken);
    await me(cli.accessToken);
  });

  it("renews with rotation: the new pair works, the old refresh token is refused and ends the session", async () => {
    const pair = await login("grace@example.com", "cobol rules 59", "plugin");
    const renew = (refreshToken: string) => apiFor(t).renewToken({ body: { refreshToken } });
    const next = await renew(pair.refreshToken);
    expect(next.email).toBe("grace@example.com");
    await me(next.accessToken);
    const reuse = await refusalOf(renew(pair.refreshToken));
    expect([reuse.status, reuse.code]).toEqual([401, 110007]);
    expect((await refusalOf(me(next.accessToken))).status).toBe(401);
  });

  it("answers 50001 to a deactivated account, at login and on its tokens", async () => {
    const victim = await createTestUser(t, { email: "gone@example.com", password: "gone away 22" });
    await t.deps.db.kysely
      .updateTable("users")
      .set({ status: "deactivated" })
      .where("id", "=", victim.id)
      .execute();
    // A wrong password learns nothing; the right one learns whom to mail a restore link.
    expect(await refusalCode(login("gone@example.com", "wrong pass 22"))).toBe(110001);
    const refused = await refusalOf(login("gone@example.com", "gone away 22"));
    expect(refused.status).toBe(403);
    expect(refused.toBody()).toMatchObject({
      code: 50001,
      details: { userId: victim.id, email: "gone@example.com", signInMethod: "email" },
    });
    const res = await refusalOf(me(victim.tokens.accessToken));
    expect([res.status, res.code]).toEqual([403, 50001]);
    // A session proves nothing about who holds it: no details.
    expect(res.toBody()).not.toHaveProperty("details");
  });

  it("answers 401 without a token, with a bad one, and with an expired one", async () => {
    // Raw: the typed client sends only a token that is live by its clock, and these are not.
    const meRaw = (token?: string) =>
      t.call({
        method: "GET",
        url: routeUrl("getMe"),
        ...(token === undefined ? {} : { headers: { "x-user-auth-token": token } }),
      });
    const none = await meRaw();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 10401, message: "Please login to access this resource" });
    expect((await meRaw("garbage.token.here")).statusCode).toBe(401);
    t.advance(31 * 60 * 1000);
    expect((await meRaw(user.tokens.accessToken)).statusCode).toBe(401);
  });

  it("limits login attempts per address when rate limits are on", async () => {
    const limited = await startTestApp(engine, { env: { RATE_LIMIT: "true" } });
    try {
      const api = apiFor(limited);
      const refusals = [];
      for (let i = 0; i < 11; i++) {
        refusals.push(
          await refusalOf(
            api.loginEmail({
              body: { ...ORBIS_SERVICE, email: "x@example.com", password: "whatever 1" },
            }),
          ),
        );
      }
      expect(refusals.slice(0, 10).every((r) => r.status === 401)).toBe(true);
      expect([refusals[10]?.status, refusals[10]?.code]).toEqual([429, 10429]);
    } finally {
      await limited.close();
    }
  });
});
