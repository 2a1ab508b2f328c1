import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../../testing/apiClient";
import { refusalOf } from "../../../testing/refusal";
import {
  loginSocially as login,
  registerSocially as register,
} from "../../../testing/registration";
import { routeUrl } from "../../../testing/routeUrl";
import { type SocialProvidersDouble, startSocialProviders } from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { userRepository } from "../userRepository";
import { newUserId, PROVIDERS, whoIs } from "./testing/socialTestKit";

describe.each(testEngines)("social login on %s", (engine) => {
  let t: TestApp;
  let providers: SocialProvidersDouble;
  beforeAll(async () => {
    providers = await startSocialProviders();
    t = await startTestApp(engine, { env: { ...providers.env, RATE_LIMIT: "false" } });
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  describe.each(PROVIDERS)("with %s", (provider) => {
    it("registers a new user, then signs them in with a working session", async () => {
      const user = { id: newUserId(provider), email: `Ada.${provider}@Example.com`, name: "Ada" };
      const first = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(first).toMatchObject({
        email: `ada.${provider}@example.com`,
        registered: false,
        firstAccess: true,
      });
      const pending = await whoIs(t, first.accessToken);
      expect(pending).toMatchObject({ kind: "registration", provider, providerUserId: user.id });

      const made = await register(t, provider, first.accessToken);
      expect(made).toMatchObject({
        email: `ada.${provider}@example.com`,
        registered: true,
        firstAccess: true,
      });

      const again = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(again).toMatchObject({ registered: true, firstAccess: true });
      const signedIn = await whoIs(t, again.accessToken);
      expect(signedIn).toMatchObject({ kind: "user", clientKind: "web" });
      expect(await apiFor(t, again.accessToken).getMe()).toMatchObject({
        email: `ada.${provider}@example.com`,
        name: "Ada",
        signInMethod: provider,
      });
      // The registration's own session was the web one: the login replaced it.
      expect(await whoIs(t, made.accessToken)).toEqual({ refused: 50002 });
    });

    it("answers 50002 to the older token after a second login of the same kind only", async () => {
      const user = { id: newUserId(provider), email: `twice.${provider}@example.com`, name: "B" };
      const first = await login(t, provider, { accessToken: providers.token(provider, user) });
      await register(t, provider, first.accessToken);
      const web = await login(t, provider, { accessToken: providers.token(provider, user) });
      const cli = await login(t, provider, {
        accessToken: providers.token(provider, user),
        clientKind: "cli",
      });
      expect(await whoIs(t, web.accessToken)).toMatchObject({ kind: "user" });
      const newer = await login(t, provider, { accessToken: providers.token(provider, user) });
      // Through HTTP: the older web token is refused before the route looks at anything else.
      const old = await refusalOf(register(t, provider, web.accessToken));
      expect([old.status, old.code]).toEqual([403, 50002]);
      expect(await whoIs(t, newer.accessToken)).toMatchObject({ kind: "user" });
      expect(await whoIs(t, cli.accessToken)).toMatchObject({
        kind: "user",
        clientKind: "cli",
      });
    });

    it("refuses an unknown or expired provider token with 110008 naming the provider", async () => {
      const user = { id: newUserId(provider), email: `x.${provider}@example.com`, name: "X" };
      for (const accessToken of ["not-a-token", providers.token(provider, user, true)]) {
        const refusal = await refusalOf(login(t, provider, { accessToken }));
        expect([refusal.status, refusal.code]).toEqual([401, 110008]);
        expect(refusal.message.toLowerCase()).toContain(provider);
      }
    });

    it("refuses a deactivated account with 50001", async () => {
      const user = { id: newUserId(provider), email: `gone.${provider}@example.com`, name: "G" };
      const first = await login(t, provider, { accessToken: providers.token(provider, user) });
      const made = await register(t, provider, first.accessToken);
      const row = await userRepository(t.deps.db.kysely).findByEmail(
        `gone.${provider}@example.com`,
      );
      // No route deactivates accounts yet: the state is prepared in the database.
      await userRepository(t.deps.db.kysely).update(
        row?.id ?? "",
        { status: "deactivated", deactivated_at: t.deps.clock() },
        t.deps.clock(),
      );
      const refusal = await refusalOf(
        login(t, provider, { accessToken: providers.token(provider, user) }),
      );
      expect([refusal.status, refusal.code]).toEqual([403, 50001]);
      expect(refusal.details).toEqual({
        userId: row?.id,
        email: `gone.${provider}@example.com`,
        signInMethod: provider,
      });
      expect(await whoIs(t, made.accessToken)).toEqual({ refused: 50001 });
    });
  });

  it("reports firstAccess false once the account has checked in", async () => {
    const user = { id: newUserId("google"), email: "checked@example.com", name: "C" };
    const first = await login(t, "google", { accessToken: providers.token("google", user) });
    await register(t, "google", first.accessToken);
    const row = await userRepository(t.deps.db.kysely).findByEmail("checked@example.com");
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ first_checkin_at: t.deps.clock() })
      .where("user_id", "=", row?.id ?? "")
      .execute();
    const again = await login(t, "google", { accessToken: providers.token("google", user) });
    expect(again).toMatchObject({ registered: true, firstAccess: false });
  });

  it("sends the token as the providers document it", async () => {
    const token = providers.token("naver", { id: "n-header", email: "h@example.com", name: "H" });
    await login(t, "naver", { accessToken: token });
    const seen = providers.requestsTo("naver", "/v1/nid/me").at(-1);
    expect(seen?.method).toBe("GET");
    expect(seen?.headers.authorization).toBe(`Bearer ${token}`);

    const fb = providers.token("facebook", { id: "f-query", name: "F" });
    expect(await login(t, "facebook", { accessToken: fb })).toMatchObject({
      email: null,
      registered: false,
    });
    const call = providers.requestsTo("facebook", "/me").at(-1);
    expect(call?.query).toMatchObject({ fields: "id,name,email", access_token: fb });
    expect(call?.query.appsecret_proof).toMatch(/^[0-9a-f]{64}$/);
  });

  it("drops an address the provider did not verify", async () => {
    for (const provider of ["kakao", "google"] as const) {
      const user = { id: newUserId(provider), email: "unproven@example.com", emailVerified: false };
      const answer = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(answer).toMatchObject({ email: null, registered: false });
    }
  });

  it("refuses an idToken or a code it cannot exchange with 400 naming body.accessToken", async () => {
    for (const [provider, proof] of [
      ["google", { idToken: "eyJhbGciOiJSUzI1NiJ9.e30.sig" }],
      ["google", { code: "4/0Adeu5B" }],
      ["kakao", { idToken: "eyJhbGciOiJSUzI1NiJ9.e30.sig" }],
    ] as const) {
      const refusal = await refusalOf(login(t, provider, proof));
      expect(refusal.status).toBe(400);
      expect(refusal.message).toMatch(/^body\.accessToken: /);
    }
    expect((await refusalOf(login(t, "kakao", {}))).status).toBe(400);
    // Raw: a provider the contract does not name, which the typed client cannot send.
    const unknown = await t.call({
      method: "POST",
      url: routeUrl("loginSocial", { provider: "github" }),
      payload: { ...ORBIS_SERVICE, accessToken: "x" },
    });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { message: string }).message).toMatch(/^params\.provider/);
  });
});
