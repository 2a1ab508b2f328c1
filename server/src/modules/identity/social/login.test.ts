import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SocialProvidersDouble, startSocialProviders } from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { userRepository } from "../userRepository";
import { login, newUserId, PROVIDERS, register, whoIs } from "./socialTestKit";

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
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        email: `ada.${provider}@example.com`,
        registered: false,
        firstAccess: true,
      });
      const pending = await whoIs(t, first.body.data?.accessToken ?? "");
      expect(pending).toMatchObject({ kind: "registration", provider, providerUserId: user.id });

      const made = await register(t, provider, first.body.data?.accessToken ?? "");
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({
        email: `ada.${provider}@example.com`,
        registered: true,
        firstAccess: true,
      });

      const again = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ registered: true, firstAccess: true });
      const signedIn = await whoIs(t, again.body.data?.accessToken ?? "");
      expect(signedIn).toMatchObject({ kind: "user", clientKind: "web" });
      const me = await t.call({
        method: "GET",
        url: "/identity/v1/users/me",
        headers: { "x-user-auth-token": again.body.data?.accessToken ?? "" },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        data: { email: `ada.${provider}@example.com`, name: "Ada", signInMethod: provider },
      });
      // The registration's own session was the web one: the login replaced it.
      expect(await whoIs(t, made.body.data?.accessToken ?? "")).toEqual({ refused: 50002 });
    });

    it("answers 50002 to the older token after a second login of the same kind only", async () => {
      const user = { id: newUserId(provider), email: `twice.${provider}@example.com`, name: "B" };
      const first = await login(t, provider, { accessToken: providers.token(provider, user) });
      await register(t, provider, first.body.data?.accessToken ?? "");
      const web = await login(t, provider, { accessToken: providers.token(provider, user) });
      const cli = await login(t, provider, {
        accessToken: providers.token(provider, user),
        clientKind: "cli",
      });
      expect(await whoIs(t, web.body.data?.accessToken ?? "")).toMatchObject({ kind: "user" });
      const newer = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(newer.status).toBe(200);
      // Through HTTP: the older web token is refused before the route looks at anything else.
      const old = await register(t, provider, web.body.data?.accessToken ?? "");
      expect(old.status).toBe(403);
      expect(old.body.code).toBe(50002);
      expect(await whoIs(t, newer.body.data?.accessToken ?? "")).toMatchObject({ kind: "user" });
      expect(await whoIs(t, cli.body.data?.accessToken ?? "")).toMatchObject({
        kind: "user",
        clientKind: "cli",
      });
    });

    it("refuses an unknown or expired provider token with 110008 naming the provider", async () => {
      const user = { id: newUserId(provider), email: `x.${provider}@example.com`, name: "X" };
      for (const accessToken of ["not-a-token", providers.token(provider, user, true)]) {
        const res = await login(t, provider, { accessToken });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe(110008);
        expect(res.body.message?.toLowerCase()).toContain(provider);
      }
    });

    it("refuses a deactivated account with 50001", async () => {
      const user = { id: newUserId(provider), email: `gone.${provider}@example.com`, name: "G" };
      const first = await login(t, provider, { accessToken: providers.token(provider, user) });
      const made = await register(t, provider, first.body.data?.accessToken ?? "");
      const row = await userRepository(t.deps.db.kysely).findByEmail(
        `gone.${provider}@example.com`,
      );
      // No route deactivates accounts yet: the state is prepared in the database.
      await userRepository(t.deps.db.kysely).update(
        row?.id ?? "",
        { status: "deactivated", deactivated_at: t.deps.clock() },
        t.deps.clock(),
      );
      const res = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(50001);
      expect(res.body.details).toEqual({
        userId: row?.id,
        email: `gone.${provider}@example.com`,
        signInMethod: provider,
      });
      expect(await whoIs(t, made.body.data?.accessToken ?? "")).toEqual({ refused: 50001 });
    });
  });

  it("reports firstAccess false once the account has checked in", async () => {
    const user = { id: newUserId("google"), email: "checked@example.com", name: "C" };
    const first = await login(t, "google", { accessToken: providers.token("google", user) });
    await register(t, "google", first.body.data?.accessToken ?? "");
    const row = await userRepository(t.deps.db.kysely).findByEmail("checked@example.com");
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ first_checkin_at: t.deps.clock() })
      .where("user_id", "=", row?.id ?? "")
      .execute();
    const res = await login(t, "google", { accessToken: providers.token("google", user) });
    expect(res.body.data).toMatchObject({ registered: true, firstAccess: false });
  });

  it("sends the token as the providers document it", async () => {
    const token = providers.token("naver", { id: "n-header", email: "h@example.com", name: "H" });
    await login(t, "naver", { accessToken: token });
    const seen = providers.requestsTo("naver", "/v1/nid/me").at(-1);
    expect(seen?.method).toBe("GET");
    expect(seen?.headers.authorization).toBe(`Bearer ${token}`);

    const fb = providers.token("facebook", { id: "f-query", name: "F" });
    const res = await login(t, "facebook", { accessToken: fb });
    expect(res.body.data).toMatchObject({ email: null, registered: false });
    const call = providers.requestsTo("facebook", "/me").at(-1);
    expect(call?.query).toMatchObject({ fields: "id,name,email", access_token: fb });
    expect(call?.query.appsecret_proof).toMatch(/^[0-9a-f]{64}$/);
  });

  it("drops an address the provider did not verify", async () => {
    for (const provider of ["kakao", "google"] as const) {
      const user = { id: newUserId(provider), email: "unproven@example.com", emailVerified: false };
      const res = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(res.body.data).toMatchObject({ email: null, registered: false });
    }
  });

  it("refuses an idToken or a code it cannot exchange with 400 naming body.accessToken", async () => {
    for (const [provider, proof] of [
      ["google", { idToken: "eyJhbGciOiJSUzI1NiJ9.e30.sig" }],
      ["google", { code: "4/0Adeu5B" }],
      ["kakao", { idToken: "eyJhbGciOiJSUzI1NiJ9.e30.sig" }],
    ] as const) {
      const res = await login(t, provider, proof);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^body\.accessToken: /);
    }
    const none = await login(t, "kakao", {});
    expect(none.status).toBe(400);
    const unknown = await login(t, "github", { accessToken: "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^params\.provider/);
  });
});
