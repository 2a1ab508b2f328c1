import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";
import { userRepository } from "../identity";
import { expectInvalid } from "./testing/testKit";

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
    const api = apiFor(t, user);
    const login = () => api.loginMainUser({ params: { socialType: "email" } });
    expect(await login()).toEqual({ userId: user.id, firstAccess: true });
    await api.checkin();
    expect(await login()).toEqual({ userId: user.id, firstAccess: false });
  });

  it("opens the account of an identity that has none, once", async () => {
    const { id, token } = await bareIdentity();
    const call = () => apiFor(t, token).loginMainUser({ params: { socialType: "kakao" } });
    expect(await call()).toEqual({ userId: id, firstAccess: true });
    expect(await call()).toEqual({ userId: id, firstAccess: true });
    expect(await accounts(id)).toEqual([{ plan_id: "free" }]);
  });

  it("refuses a sign-in method the account does not use, writing nothing", async () => {
    const { id, token } = await bareIdentity();
    const google = await refusalOf(
      apiFor(t, token).loginMainUser({ params: { socialType: "google" } }),
    );
    expect(google).toMatchObject({ status: 400, code: 10400 });
    expect(google.message.startsWith("params.socialType:"), google.message).toBe(true);
    // Raw: the contract's type has no room for a sign-in method Orbis does not know.
    expectInvalid(
      await t.call({
        method: "POST",
        url: routeUrl("loginMainUser", { socialType: "myspace" }),
        headers: { "x-user-auth-token": token },
      }),
      "params.socialType",
    );
    expect(await accounts(id)).toEqual([]);
    expect(
      await refusalOf(apiFor(t).loginMainUser({ params: { socialType: "kakao" } })),
    ).toMatchObject({ status: 401, code: 10401 });
  });

  it("registers the SUID from the identity token in the auth-token header", async () => {
    const { id, token } = await bareIdentity();
    const api = apiFor(t);
    api.setLanguage("ja");
    expect(await api.registerSuid({ headers: { "auth-token": token } })).toEqual({
      userId: id,
      firstAccess: true,
    });
    const settings = await t.deps.db.kysely
      .selectFrom("settings")
      .selectAll()
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    expect([settings.language, settings.currency]).toEqual(["ja", "USD"]);
  });

  it("refuses the SUID registration without a valid identity token", async () => {
    // Raw: the contract's type requires the header this call goes without.
    expectInvalid(
      await t.call({ method: "POST", url: routeUrl("registerSuid") }),
      "headers.auth-token",
    );
    expect(
      await refusalOf(apiFor(t).registerSuid({ headers: { "auth-token": "forged" } })),
    ).toMatchObject({ status: 401, code: 10401 });
  });
});
