import type { UserSurvey } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";
import { expectInvalid } from "./testing/testKit";

describe.each(testEngines)("leaving survey and deactivation on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const surveys = (userId: string) =>
    t.deps.db.kysely
      .selectFrom("user_surveys")
      .select(["reason_type", "custom_reason"])
      .where("user_id", "=", userId)
      .execute();

  it("records a survey, then deactivates: the token is refused as a session that is over", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    const survey = (body: UserSurvey) => api.submitUserSurvey({ body });
    expect(
      await survey({ reasonType: "other", customReason: "  Moving to a new job " }),
    ).toBeNull();
    expect(await survey({ reasonType: "too-expensive" })).toBeNull();
    expect(await surveys(user.id)).toEqual(
      expect.arrayContaining([
        { reason_type: "other", custom_reason: "Moving to a new job" },
        { reason_type: "too-expensive", custom_reason: null },
      ]),
    );

    expect(await api.deactivateUser()).toBeNull();
    const row = await t.deps.db.kysely
      .selectFrom("users")
      .select(["status", "deactivated_at"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("deactivated");
    expect(row.deactivated_at).not.toBeNull();
    const ended = { status: 401, code: 10401 };
    expect(await refusalOf(api.checkin())).toMatchObject(ended);
    expect(await refusalOf(api.getSettings())).toMatchObject(ended);
    expect(await refusalOf(api.deactivateUser())).toMatchObject(ended);
    expect(
      await refusalOf(
        apiFor(t).registerSuid({ headers: { "auth-token": user.tokens.accessToken } }),
      ),
    ).toMatchObject(ended);
  });

  it("ends every session of the account at once, refresh tokens and other client kinds too", async () => {
    const user = await createTestUser(t);
    const cli = await signInAs(t, user.id, "cli");
    const sessions = [user.tokens, cli];
    expect(await apiFor(t, cli.accessToken).getMe()).toMatchObject({ email: user.email });

    expect(await apiFor(t, user).deactivateUser()).toBeNull();

    for (const tokens of sessions) {
      expect(await refusalOf(apiFor(t, tokens.accessToken).getMe())).toMatchObject({
        status: 401,
        code: 10401,
      });
      expect(
        await refusalOf(apiFor(t).renewToken({ body: { refreshToken: tokens.refreshToken } })),
      ).toMatchObject({ status: 401, code: 110007 });
    }
    const open = await t.deps.db.kysely
      .selectFrom("sessions")
      .select(["revoked_reason"])
      .where("user_id", "=", user.id)
      .execute();
    expect(open.map((s) => s.revoked_reason)).toEqual(["deactivated", "deactivated"]);
    // Signing in again is what tells the owner the account is deactivated (and how to restore it).
    const login = await refusalOf(
      apiFor(t).loginEmail({
        body: {
          email: user.email,
          password: user.password,
          serviceId: "orbis",
          serviceVersion: "1.0",
        },
      }),
    );
    expect(login).toMatchObject({ status: 403, code: 50001 });
  });

  it.each<[string, UserSurvey, string]>([
    ["other without a reason", { reasonType: "other" }, "body.customReason"],
    [
      "other with a blank reason",
      { reasonType: "other", customReason: "   " },
      "body.customReason",
    ],
    [
      "a too long reason",
      { reasonType: "privacy", customReason: "x".repeat(1001) },
      "body.customReason",
    ],
  ])("refuses a survey with %s naming the field, writing nothing", async (_, body, field) => {
    const user = await createTestUser(t);
    const refused = await refusalOf(apiFor(t, user).submitUserSurvey({ body }));
    expect(refused).toMatchObject({ status: 400, code: 10400 });
    expect(refused.message.startsWith(`${field}:`), refused.message).toBe(true);
    expect(await surveys(user.id)).toEqual([]);
  });

  it("refuses a survey with an unknown reason type naming the field, writing nothing", async () => {
    const user = await createTestUser(t);
    // Raw: the contract's type has no room for a reason outside its list.
    const res = await t.call({
      method: "POST",
      url: routeUrl("submitUserSurvey"),
      headers: user.auth,
      payload: { reasonType: "bored" },
    });
    expectInvalid(res, "body.reasonType");
    expect(await surveys(user.id)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    const api = apiFor(t);
    const anonymous = { status: 401, code: 10401 };
    expect(await refusalOf(api.deactivateUser())).toMatchObject(anonymous);
    expect(
      await refusalOf(api.submitUserSurvey({ body: { reasonType: "privacy" } })),
    ).toMatchObject(anonymous);
  });
});
