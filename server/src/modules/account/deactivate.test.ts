import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

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

  it("records a survey, then deactivates: every call of the token answers 403/50001", async () => {
    const user = await createTestUser(t);
    const survey = (payload: object) =>
      t.call({ method: "POST", url: "/api/v3/user/survey", headers: user.auth, payload });
    expect(
      dataOf(await survey({ reasonType: "other", customReason: "  Moving to a new job " })),
    ).toBeNull();
    expect(dataOf(await survey({ reasonType: "too-expensive" }))).toBeNull();
    expect(await surveys(user.id)).toEqual(
      expect.arrayContaining([
        { reason_type: "other", custom_reason: "Moving to a new job" },
        { reason_type: "too-expensive", custom_reason: null },
      ]),
    );

    expect(
      dataOf(
        await t.call({ method: "DELETE", url: "/api/v3/user/deactivate", headers: user.auth }),
      ),
    ).toBeNull();
    const row = await t.deps.db.kysely
      .selectFrom("users")
      .select(["status", "deactivated_at"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("deactivated");
    expect(row.deactivated_at).not.toBeNull();
    for (const [method, url] of [
      ["GET", "/api/v3/checkin"],
      ["GET", "/api/v1/settings"],
      ["DELETE", "/api/v3/user/deactivate"],
    ] as const) {
      expectRefused(await t.call({ method, url, headers: user.auth }), 403, 50001);
    }
    expectRefused(
      await t.call({
        method: "POST",
        url: "/api/v3/user/register/suid",
        headers: { "auth-token": user.auth["x-user-auth-token"] },
      }),
      403,
      50001,
    );
  });

  it.each([
    ["other without a reason", { reasonType: "other" }, "body.customReason"],
    [
      "other with a blank reason",
      { reasonType: "other", customReason: "   " },
      "body.customReason",
    ],
    ["an unknown reason type", { reasonType: "bored" }, "body.reasonType"],
    [
      "a too long reason",
      { reasonType: "privacy", customReason: "x".repeat(1001) },
      "body.customReason",
    ],
  ])("refuses a survey with %s naming the field, writing nothing", async (_, payload, field) => {
    const user = await createTestUser(t);
    expectInvalid(
      await t.call({ method: "POST", url: "/api/v3/user/survey", headers: user.auth, payload }),
      field,
    );
    expect(await surveys(user.id)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    expectRefused(await t.call({ method: "DELETE", url: "/api/v3/user/deactivate" }), 401, 10401);
    expectRefused(
      await t.call({
        method: "POST",
        url: "/api/v3/user/survey",
        payload: { reasonType: "privacy" },
      }),
      401,
      10401,
    );
  });
});
