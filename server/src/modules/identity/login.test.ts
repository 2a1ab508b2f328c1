import { randomUUID } from "node:crypto";
import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { hashPassword } from "./passwords";

type Body = {
  code: number;
  message?: string;
  data?: { accessToken: string; refreshToken: string; email: string; firstAccess: boolean };
};

describe.each(testEngines)("email login and renewal on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  const login = (email: string, password: string, clientKind?: string) =>
    t.call({
      method: "POST",
      url: "/identity/v1/login/email",
      payload: { ...ORBIS_SERVICE, email, password, ...(clientKind ? { clientKind } : {}) },
    });
  const me = (token: string) =>
    t.call({
      method: "GET",
      url: "/identity/v1/users/me",
      headers: { "x-user-auth-token": token },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t, { email: "grace@example.com", password: "cobol rules 59" });
  });
  afterAll(() => t.close());

  it("signs in with any case of the address and answers a working token set", async () => {
    const res = await login("Grace@Example.COM", "cobol rules 59");
    expect(res.statusCode).toBe(200);
    const body = res.json() as Body;
    expect(body.data).toMatchObject({
      email: "grace@example.com",
      registered: true,
      firstAccess: true,
    });
    expect((await me(body.data?.accessToken ?? "")).statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const wrong = await login("grace@example.com", "not the password");
    const unknown = await login("nobody@example.com", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect((wrong.json() as Body).code).toBe(110001);
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
    expect(((await login("unverified@example.com", "wrong pass 1")).json() as Body).code).toBe(
      110001,
    );
    const res = await login("unverified@example.com", "right pass 1");
    expect(res.statusCode).toBe(403);
    expect((res.json() as Body).code).toBe(110002);
  });

  it("answers 50002 to the older web token after a second web login, and leaves the CLI session alone", async () => {
    const first = (await login("grace@example.com", "cobol rules 59")).json() as Body;
    const cli = (await login("grace@example.com", "cobol rules 59", "cli")).json() as Body;
    const second = (await login("grace@example.com", "cobol rules 59")).json() as Body;
    const old = await me(first.data?.accessToken ?? "");
    expect(old.statusCode).toBe(403);
    expect((old.json() as Body).code).toBe(50002);
    expect((await me(second.data?.accessToken ?? "")).statusCode).toBe(200);
    expect((await me(cli.data?.accessToken ?? "")).statusCode).toBe(200);
  });

  it("renews with rotation: the new pair works, the old refresh token is refused and ends the session", async () => {
    const pair = ((await login("grace@example.com", "cobol rules 59", "plugin")).json() as Body)
      .data;
    const renew = (refreshToken: string) =>
      t.call({ method: "PUT", url: "/identity/v1/users/renew-token", payload: { refreshToken } });
    const renewed = await renew(pair?.refreshToken ?? "");
    expect(renewed.statusCode).toBe(200);
    const next = (renewed.json() as Body).data;
    expect(next?.email).toBe("grace@example.com");
    expect((await me(next?.accessToken ?? "")).statusCode).toBe(200);
    const reuse = await renew(pair?.refreshToken ?? "");
    expect(reuse.statusCode).toBe(401);
    expect((reuse.json() as Body).code).toBe(110007);
    expect((await me(next?.accessToken ?? "")).statusCode).toBe(401);
  });

  it("answers 50001 to a deactivated account, at login and on its tokens", async () => {
    const victim = await createTestUser(t, { email: "gone@example.com", password: "gone away 22" });
    await t.deps.db.kysely
      .updateTable("users")
      .set({ status: "deactivated" })
      .where("id", "=", victim.id)
      .execute();
    // A wrong password learns nothing; the right one learns whom to mail a restore link.
    expect((await login("gone@example.com", "wrong pass 22")).json()).toMatchObject({
      code: 110001,
    });
    const refused = await login("gone@example.com", "gone away 22");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 50001,
      details: { userId: victim.id, email: "gone@example.com", signInMethod: "email" },
    });
    const res = await me(victim.tokens.accessToken);
    expect(res.statusCode).toBe(403);
    expect((res.json() as Body).code).toBe(50001);
    // A session proves nothing about who holds it: no details.
    expect(res.json()).not.toHaveProperty("details");
  });

  it("answers 401 without a token, with a bad one, and with an expired one", async () => {
    const none = await t.call({ method: "GET", url: "/identity/v1/users/me" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 10401, message: "Please login to access this resource" });
    expect((await me("garbage.token.here")).statusCode).toBe(401);
    t.advance(31 * 60 * 1000);
    expect((await me(user.tokens.accessToken)).statusCode).toBe(401);
  });

  it("limits login attempts per address when rate limits are on", async () => {
    const limited = await startTestApp(engine, { env: { RATE_LIMIT: "true" } });
    try {
      const codes: number[] = [];
      let last: unknown;
      for (let i = 0; i < 11; i++) {
        const res = await limited.call({
          method: "POST",
          url: "/identity/v1/login/email",
          payload: { ...ORBIS_SERVICE, email: "x@example.com", password: "whatever 1" },
        });
        codes.push(res.statusCode);
        last = res.json();
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
      expect(last).toMatchObject({ code: 10429 });
    } finally {
      await limited.close();
    }
  });
});
