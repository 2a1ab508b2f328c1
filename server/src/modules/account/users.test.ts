import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";
import { userRepository } from "../identity";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

describe.each(testEngines)("opening the main API account on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  /** An identity whose main API account was never opened (an imported user). */
  const bareIdentity = async () => {
    const id = randomUUID();
    await userRepository(t.deps.db.kysely).create({
      id,
      email: `${id}@example.com`,
      passwordHash: null,
      name: null,
      nickname: null,
      signInMethod: "kakao",
      emailVerified: true,
      marketingAgreed: false,
      now: t.deps.clock(),
    });
    return { id, token: (await signInAs(t, id)).accessToken };
  };
  const accounts = (id: string) =>
    t.deps.db.kysely.selectFrom("accounts").select("plan_id").where("user_id", "=", id).execute();

  it("logs in the main user and says firstAccess until the first check-in", async () => {
    const user = await createTestUser(t);
    const login = () =>
      t.call({ method: "POST", url: "/api/v3/user/login/email", headers: user.auth });
    expect(dataOf(await login())).toEqual({ userId: user.id, firstAccess: true });
    await t.call({ method: "GET", url: "/api/v3/checkin", headers: user.auth });
    expect(dataOf(await login())).toEqual({ userId: user.id, firstAccess: false });
  });

  it("opens the account of an identity that has none, once", async () => {
    const { id, token } = await bareIdentity();
    const call = () =>
      t.call({
        method: "POST",
        url: "/api/v3/user/login/kakao",
        headers: { "x-user-auth-token": token },
      });
    expect(dataOf(await call())).toEqual({ userId: id, firstAccess: true });
    expect(dataOf(await call())).toEqual({ userId: id, firstAccess: true });
    expect(await accounts(id)).toEqual([{ plan_id: "free" }]);
  });

  it("refuses a sign-in method the account does not use, writing nothing", async () => {
    const { id, token } = await bareIdentity();
    const headers = { "x-user-auth-token": token };
    expectInvalid(
      await t.call({ method: "POST", url: "/api/v3/user/login/google", headers }),
      "params.socialType",
    );
    expectInvalid(
      await t.call({ method: "POST", url: "/api/v3/user/login/myspace", headers }),
      "params.socialType",
    );
    expect(await accounts(id)).toEqual([]);
    expectRefused(await t.call({ method: "POST", url: "/api/v3/user/login/kakao" }), 401, 10401);
  });

  it("registers the SUID from the identity token in the auth-token header", async () => {
    const { id, token } = await bareIdentity();
    const res = await t.call({
      method: "POST",
      url: "/api/v3/user/register/suid",
      headers: { "auth-token": token, "accept-language": "ja" },
    });
    expect(dataOf(res)).toEqual({ userId: id, firstAccess: true });
    const settings = await t.deps.db.kysely
      .selectFrom("settings")
      .selectAll()
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    expect([settings.language, settings.currency]).toEqual(["ja", "USD"]);
  });

  it("refuses the SUID registration without a valid identity token", async () => {
    expectInvalid(
      await t.call({ method: "POST", url: "/api/v3/user/register/suid" }),
      "headers.auth-token",
    );
    expectRefused(
      await t.call({
        method: "POST",
        url: "/api/v3/user/register/suid",
        headers: { "auth-token": "forged" },
      }),
      401,
      10401,
    );
  });
});
