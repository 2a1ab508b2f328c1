import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";
import { userRepository } from "../identity";
import { dataOf, expectRefused } from "./testKit";

const GiB = 1024 ** 3;

describe.each(testEngines)("check-in, account and storage on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("says firstAccess once, on the first check-in", async () => {
    const user = await createTestUser(t);
    const get = () => t.call({ method: "GET", url: "/api/v3/checkin", headers: user.auth });
    expect(dataOf(await get())).toEqual({ userId: user.id, firstAccess: true });
    expect(dataOf(await get())).toEqual({ userId: user.id, firstAccess: false });
  });

  it("answers the FREE plan and the Hosting FREE tier with their constraints, and no payment or method", async () => {
    const user = await createTestUser(t);
    const res = await t.call({
      method: "GET",
      url: "/api/v3/account",
      headers: { ...user.auth, "accept-language": "EN" },
    });
    const account = dataOf<Record<string, unknown>>(res);
    expect(account).toMatchObject({
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

  it("has no plan once the plan expired, and shows a hosting plan and storage figures", async () => {
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
    const usage = () =>
      t.call({ method: "GET", url: "/api/v3/project/storage/usage", headers: user.auth });
    expect(dataOf(await usage())).toEqual({
      planStorageSize: 50 * GiB,
      usageStorageSize: 5 * GiB,
      hostingPlanStorageSize: 20 * GiB,
      hostingUsageStorageSize: 1234,
    });
    t.advance(61_000);
    const account = dataOf<{ plan: unknown; hostingPlan: { type: string } }>(
      await t.call({ method: "GET", url: "/api/v3/account", headers: user.auth }),
    );
    expect(account.plan).toBeNull();
    expect(account.hostingPlan.type).toBe("Hosting BASIC");
    expect(dataOf<{ planStorageSize: number }>(await usage()).planStorageSize).toBe(0);
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
    const auth = { "x-user-auth-token": (await signInAs(t, id)).accessToken };
    for (const url of ["/api/v3/checkin", "/api/v3/account", "/api/v3/project/storage/usage"]) {
      expectRefused(await t.call({ method: "GET", url, headers: auth }), 401, 110012);
    }
  });

  it("answers 401 without a token", async () => {
    for (const url of ["/api/v3/checkin", "/api/v3/account", "/api/v3/project/storage/usage"]) {
      expectRefused(await t.call({ method: "GET", url }), 401, 10401);
    }
  });
});
