import { ORBIS_SERVICE } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../../testing/apiClient";
import { refusalOf } from "../../../testing/refusal";
import {
  loginSocially as login,
  MANDATORY_TERMS,
  registerSocially as register,
} from "../../../testing/registration";
import { type SocialProvidersDouble, startSocialProviders } from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser } from "../../../testing/users";
import { userRepository } from "../userRepository";
import { MARKETING_TERM, newUserId, PROVIDERS, rowCounts } from "./testing/socialTestKit";

describe.each(testEngines)("social registration on %s", (engine) => {
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

  /** A registration token of a new provider user. */
  const pending = async (
    provider: (typeof PROVIDERS)[number],
    user: { id?: string; email?: string; name?: string } = {},
  ) => {
    const answer = await login(t, provider, {
      accessToken: providers.token(provider, { id: newUserId(provider), name: "Ada", ...user }),
    });
    expect(answer.registered).toBe(false);
    return answer.accessToken;
  };
  /** The status a call is answered with: 200, or its refusal's. */
  const statusOf = (call: Promise<unknown>) =>
    call.then(
      () => 200,
      (error: unknown) => {
        if (isAppError(error)) return error.status;
        throw error;
      },
    );

  it("writes the user, link, account, settings and terms answers", async () => {
    const token = await pending("naver", { email: "writes@example.com" });
    const api = apiFor(t, token);
    api.setLanguage("en-US,en;q=0.9");
    await api.registerSocial({
      params: { provider: "naver" },
      body: {
        ...ORBIS_SERVICE,
        name: " Ada L ",
        nickname: "ada",
        marketingAgreed: true,
        agreedTermsIds: MANDATORY_TERMS,
      },
    });
    const db = t.deps.db.kysely;
    const user = await userRepository(db).findByEmail("writes@example.com");
    expect(user).toMatchObject({
      name: "Ada L",
      nickname: "ada",
      password_hash: null,
      sign_in_method: "naver",
      email_verified: true,
      marketing_agreed: true,
    });
    const id = user?.id ?? "";
    const link = await db
      .selectFrom("social_accounts")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(link).toHaveLength(1);
    const account = await db
      .selectFrom("accounts")
      .selectAll()
      .where("user_id", "=", id)
      .executeTakeFirst();
    expect(account).toMatchObject({ plan_id: expect.any(String), first_checkin_at: null });
    const settings = await db
      .selectFrom("settings")
      .selectAll()
      .where("user_id", "=", id)
      .executeTakeFirst();
    expect(settings).toMatchObject({ language: "en", currency: "USD" });
    const answers = await db
      .selectFrom("terms_agreements")
      .select(["terms_id", "agreed"])
      .where("user_id", "=", id)
      .orderBy("terms_id")
      .execute();
    expect(answers).toEqual(
      [...MANDATORY_TERMS, MARKETING_TERM].sort().map((terms_id) => ({ terms_id, agreed: true })),
    );
  });

  it("asks for an email when the provider shared none, and keeps it unverified", async () => {
    const token = await pending("kakao");
    const before = await rowCounts(t);
    const missing = await refusalOf(register(t, "kakao", token));
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/^body\.email: /);
    expect(await rowCounts(t)).toEqual(before);

    const made = await register(t, "kakao", token, { email: "Typed@Example.com" });
    expect(made).toMatchObject({ email: "typed@example.com", registered: true });
    const user = await userRepository(t.deps.db.kysely).findByEmail("typed@example.com");
    expect(user).toMatchObject({ sign_in_method: "kakao", email_verified: false });
  });

  it("uses the provider's address over a typed one", async () => {
    const token = await pending("google", { email: "vouched@example.com" });
    const made = await register(t, "google", token, { email: "other@example.com" });
    expect(made.email).toBe("vouched@example.com");
  });

  it("never links to an existing email account: login says unregistered, registration 409", async () => {
    const existing = await createTestUser(t, { email: "taken@example.com" });
    for (const provider of PROVIDERS) {
      const user = { id: newUserId(provider), email: "Taken@example.com", name: "T" };
      const first = await login(t, provider, { accessToken: providers.token(provider, user) });
      expect(first).toMatchObject({ registered: false, email: "taken@example.com" });
      const before = await rowCounts(t);
      const refusal = await refusalOf(register(t, provider, first.accessToken));
      expect([refusal.status, refusal.code]).toEqual([409, 110003]);
      expect(await rowCounts(t)).toEqual(before);
    }
    const links = await t.deps.db.kysely
      .selectFrom("social_accounts")
      .select("provider")
      .where("user_id", "=", existing.id)
      .execute();
    expect(links).toEqual([]);
  });

  it("refuses missing mandatory terms and writes nothing", async () => {
    const token = await pending("facebook", { email: "terms@example.com" });
    const before = await rowCounts(t);
    for (const agreedTermsIds of [[MARKETING_TERM], MANDATORY_TERMS.slice(0, 1), []]) {
      const refusal = await refusalOf(register(t, "facebook", token, { agreedTermsIds }));
      expect(refusal.status).toBe(400);
      expect(refusal.message).toContain("Please agree to the mandatory terms.");
    }
    const unknown = await refusalOf(
      register(t, "facebook", token, { agreedTermsIds: [...MANDATORY_TERMS, "no-such-term"] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/^body\.agreedTermsIds: /);
    const service = await refusalOf(
      register(t, "facebook", token, { serviceId: "another-product" }),
    );
    expect(service.status).toBe(400);
    expect(service.message).toMatch(/^body\.serviceId: /);
    expect(await rowCounts(t)).toEqual(before);
    expect(await userRepository(t.deps.db.kysely).findByEmail("terms@example.com")).toBeUndefined();
  });

  it("records the marketing term as declined when not agreed", async () => {
    const token = await pending("kakao", { email: "nomail@example.com" });
    await register(t, "kakao", token);
    const user = await userRepository(t.deps.db.kysely).findByEmail("nomail@example.com");
    expect(user?.marketing_agreed).toBe(false);
    const marketing = await t.deps.db.kysely
      .selectFrom("terms_agreements")
      .select(["agreed", "agreed_at"])
      .where("user_id", "=", user?.id ?? "")
      .where("terms_id", "=", MARKETING_TERM)
      .executeTakeFirst();
    expect(marketing).toEqual({ agreed: false, agreed_at: null });
  });

  it("answers 409 to a second registration of the same provider user", async () => {
    const token = await pending("google", { email: "once@example.com" });
    await register(t, "google", token);
    const before = await rowCounts(t);
    const again = await refusalOf(register(t, "google", token, { email: "twice@example.com" }));
    expect(again.status).toBe(409);
    expect(await rowCounts(t)).toEqual(before);
  });

  it("lets one of two racing registrations of a provider user win, leaving nothing of the other", async () => {
    const token = await pending("kakao");
    const before = await rowCounts(t);
    const statuses = await Promise.all([
      statusOf(register(t, "kakao", token, { email: "race-a@example.com" })),
      statusOf(register(t, "kakao", token, { email: "race-b@example.com" })),
    ]);
    expect(statuses.sort()).toEqual([200, 409]);
    const after = await rowCounts(t);
    expect(after.users).toBe(before.users + 1);
    expect(after.social).toBe(before.social + 1);
    expect(after.accounts).toBe(before.accounts + 1);
  });

  it("refuses a token of another provider, a user token and no token", async () => {
    const token = await pending("kakao", { email: "wrongpath@example.com" });
    const other = await refusalOf(register(t, "naver", token));
    expect(other.status).toBe(400);
    expect(other.message).toMatch(/^params\.provider: /);
    const signedIn = await createTestUser(t);
    expect((await refusalOf(register(t, "kakao", signedIn.tokens.accessToken))).status).toBe(400);
    expect((await refusalOf(register(t, "kakao", ""))).status).toBe(401);
  });
});
