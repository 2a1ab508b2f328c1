import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";
import { userRepository } from "../identity";

const GiB = 1024 ** 3;

/** The three calls every signed-in console page makes first, one after the other. */
const firstCalls = (api: TestApi) => [
  () => api.checkin(),
  () => api.getAccount(),
  () => api.getStorageUsage(),
];

describe.each(testEngines)("check-in, account and storage on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("says firstAccess once, on the first check-in", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    expect(await api.checkin()).toEqual({ userId: user.id, firstAccess: true });
    expect(await api.checkin()).toEqual({ userId: user.id, firstAccess: false });
  });

  it("answers the FREE plan and the Hosting FREE tier with their constraints, and no payment or method", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    api.setLanguage("EN");
    expect(await api.getAccount()).toMatchObject({
      userId: user.id,
      payment: null,
      payMethodInfo: null,
      hostingPlan: {
        id: "hosting-free",
        type: "Hosting FREE",
        constraints: { projectCount: 1, storageUsageSize: GiB },
      },
      plan: {
        id: "free",
        type: "FREE",
        expiresAt: null,
        constraints: { projectCount: 3, storageUsageSize: GiB },
      },
    });
  });

  it("is on FREE once a paid plan ended, and shows a hosting plan and storage figures", async () => {
    const user = await createTestUser(t, { planId: "pro" });
    const now = t.deps.clock();
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({
        plan_expires_at: new Date(now.getTime() + 60_000),
        hosting_plan_id: "hosting-basic",
        hosting_started_at: now,
        storage_used_bytes: 5 * GiB,
        hosting_used_bytes: 1234,
      })
      .where("user_id", "=", user.id)
      .execute();
    const api = apiFor(t, user);
    expect(await api.getStorageUsage()).toEqual({
      planStorageSize: 50 * GiB,
      usageStorageSize: 5 * GiB,
      hostingPlanStorageSize: 20 * GiB,
      hostingUsageStorageSize: 1234,
    });
    t.advance(61_000);
    const account = await api.getAccount();
    expect(account.plan).toMatchObject({
      type: "FREE",
      startedAt: new Date(now.getTime() + 60_000).toISOString(),
      expiresAt: null,
    });
    expect(account.hostingPlan?.type).toBe("Hosting BASIC");
    expect((await api.getStorageUsage()).planStorageSize).toBe(GiB);
  });

  it("has no plan once a student's licence plan ended (the plan-expired state)", async () => {
    const user = await createTestUser(t, { planId: "edu-member" });
    const now = t.deps.clock();
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ plan_expires_at: new Date(now.getTime() + 60_000) })
      .where("user_id", "=", user.id)
      .execute();
    t.advance(61_000);
    const api = apiFor(t, user);
    expect((await api.getAccount()).plan).toBeNull();
    expect((await api.getStorageUsage()).planStorageSize).toBe(0);
  });

  it("asks a user without a main API account to log in again (110012)", async () => {
    const id = randomUUID();
    await userRepository(t.deps.db.kysely).create({
      id,
      email: `${id}@example.com`,
      passwordHash: null,
      name: null,
      nickname: null,
      signInMethod: "email",
      emailVerified: true,
      marketingAgreed: false,
      now: t.deps.clock(),
    });
    const api = apiFor(t, (await signInAs(t, id)).accessToken);
    for (const call of firstCalls(api)) {
      expect(await refusalOf(call())).toMatchObject({ status: 401, code: 110012 });
    }
  });

  it("answers 401 without a token", async () => {
    for (const call of firstCalls(apiFor(t))) {
      expect(await refusalOf(call())).toMatchObject({ status: 401, code: 10401 });
    }
  });
});
