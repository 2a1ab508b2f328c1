import { ORBIS_SERVICE, PAYMENTS_SERVICE } from "@orbis/core/contract";
import { type AppError, errorEntry } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import {
  loginSocially,
  MANDATORY_TERMS,
  registerSocially,
  requestCode,
} from "../../testing/registration";
import { type SocialProvidersDouble, startSocialProviders } from "../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { newUserId, rowCounts } from "./social/testing/socialTestKit";

/*
 * The identity service signs people in to the console and the CLI only (core's
 * `signInServiceProblem`): a login, registration, mailed code or reset naming the payments' id
 * or another product's is refused with 110015, naming the field, and writes nothing.
 */

const PAYMENTS = { ...PAYMENTS_SERVICE };
const ELSEWHERE = { serviceId: "another-product", serviceVersion: ORBIS_SERVICE.serviceVersion };

describe.each(testEngines)("the service a sign-in names, on %s", (engine) => {
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

  const expectRefused = (refusal: AppError, field = "body.serviceId") => {
    expect(refusal).toMatchObject({ status: 400, code: 110015 });
    expect(refusal.message.startsWith(`${field}: "`), refusal.message).toBe(true);
    expect(errorEntry(110015).key).toBe("serviceNotServed");
  };

  it.each([
    ["the payments'", PAYMENTS],
    ["another product's", ELSEWHERE],
  ])("refuses an email login, a code, a registration and a reset for %s id", async (_, service) => {
    const user = await createTestUser(t);
    const api = apiFor(t);
    expectRefused(
      await refusalOf(
        api.loginEmail({ body: { ...service, email: user.email, password: user.password } }),
      ),
    );
    const sessions = async () =>
      (
        await t.deps.db.kysely
          .selectFrom("sessions")
          .select("id")
          .where("user_id", "=", user.id)
          .execute()
      ).length;
    expect(await sessions()).toBe(1);

    const newcomer = `newcomer-${newUserId("google")}@example.com`;
    expectRefused(
      await refusalOf(
        api.requestEmailVerification({
          body: { ...service, email: newcomer, verifyType: "register" },
        }),
      ),
    );
    expect(await t.mailsTo(newcomer)).toEqual([]);

    // A code asked for properly cannot be spent in the other service's name.
    const { verifyId, code } = await requestCode(t, newcomer);
    expectRefused(
      await refusalOf(
        api.confirmUserEmailVerification({
          body: {
            serviceId: service.serviceId,
            email: newcomer,
            verifyType: "register",
            verifyCode: code,
            verifyId,
          },
        }),
      ),
    );
    expectRefused(
      await refusalOf(
        api.renewEmailVerification({
          body: { ...service, email: newcomer, verifyType: "register", verifyId },
        }),
      ),
    );
    const before = await rowCounts(t);
    expectRefused(
      await refusalOf(
        api.registerEmail({
          body: {
            ...service,
            email: newcomer,
            password: "open sesame 7",
            name: "Newcomer",
            agreedTermsIds: MANDATORY_TERMS,
            marketingAgreed: false,
            verifyId,
            verifyCode: code,
          },
        }),
      ),
    );
    expect(await rowCounts(t)).toEqual(before);

    expectRefused(
      await refusalOf(api.requestPasswordReset({ body: { ...service, email: user.email } })),
    );
    expect(await t.mailsTo(user.email)).toEqual([]);
    expectRefused(
      await refusalOf(
        api.confirmPasswordReset({
          body: {
            serviceId: service.serviceId,
            email: user.email,
            verifyId,
            verifyCode: code,
            password: "a new secret 9",
          },
        }),
      ),
    );
  });

  it("refuses a social login, its registration and the code exchanges for the payments' id", async () => {
    const accessToken = providers.token("kakao", { id: newUserId("kakao"), name: "Ada" });
    expectRefused(
      await refusalOf(
        apiFor(t).loginSocial({
          params: { provider: "kakao" },
          body: { ...PAYMENTS, accessToken },
        }),
      ),
    );
    expect(providers.requestsTo("kakao", "/v2/user/me")).toEqual([]);

    const pending = await loginSocially(t, "kakao", { accessToken });
    expect(pending.registered).toBe(false);
    const before = await rowCounts(t);
    expectRefused(
      await refusalOf(
        registerSocially(t, "kakao", pending.accessToken, {
          serviceId: PAYMENTS.serviceId,
          email: "ada@example.com",
        }),
      ),
    );
    expect(await rowCounts(t)).toEqual(before);

    const query = { serviceID: PAYMENTS.serviceId, serviceVersion: PAYMENTS.serviceVersion };
    expectRefused(
      await refusalOf(
        apiFor(t).getNaverAccessToken({ query: { ...query, code: "any", state: "s" } }),
      ),
      "query.serviceID",
    );
    expectRefused(
      await refusalOf(
        apiFor(t).getFacebookAccessToken({
          query: { ...query, code: "any", "redirect-uri": "https://orbis.example/x" },
        }),
      ),
      "query.serviceID",
    );
    expect(providers.requestsTo("naver")).toEqual([]);
    expect(providers.requestsTo("facebook")).toEqual([]);
  });
});
