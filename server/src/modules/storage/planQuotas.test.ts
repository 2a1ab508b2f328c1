import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeedPlan, seedPlans } from "../../seed/plans";
import {
  type Answer,
  type QuotaResource,
  quotaResources,
  type Started,
} from "../../testing/quotaResources";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";

/*
 * Issue 13, item 6: every seeded plan × every counted resource, at the limit and one past it.
 * The limits are read from the seed rows themselves; null (unlimited) is never refused.
 */

type Constraint = QuotaResource["constraint"];

/** One more than the largest finite limit of any plan: where unlimited plans are filled to. */
const pastEveryLimit = (constraint: Constraint): number =>
  Math.max(...seedPlans.map((p) => p.constraints[constraint] ?? 0)) + 1;

const cases = seedPlans.flatMap((plan) =>
  quotaResources
    .filter((resource) => resource.plan === plan.kind)
    .map((resource) => [plan.id, resource.name, plan, resource] as const),
);

const passed = (res: Answer) => expect(res.statusCode, res.body).toBe(200);
const refusal = (res: Answer) => [res.statusCode, (JSON.parse(res.body) as { code: number }).code];

/** A count: filled to one under the limit, one more passes, the next is refused. */
const atCountLimit = async (r: Started, limit: number | null, resource: QuotaResource) => {
  if (limit === null) {
    const filled = pastEveryLimit(resource.constraint);
    await r.fill(filled);
    passed(await r.add());
    passed(await r.add());
    expect(await r.used()).toBe(filled + 2);
    return;
  }
  if (limit > 0) {
    await r.fill(limit - 1);
    passed(await r.add());
  }
  expect(await r.used()).toBe(limit);
  expect(refusal(await r.add())).toEqual([403, resource.code]);
  expect(await r.used()).toBe(limit);
};

/**
 * Bytes: one file stored with room to spare tells its size; with the usage set so that the next
 * one ends exactly at the limit it passes, and with one byte more it is refused.
 */
const atByteLimit = async (r: Started, limit: number | null, resource: QuotaResource) => {
  const before = await r.used();
  passed(await r.add());
  const size = (await r.used()) - before;
  expect(size).toBeGreaterThan(0);
  if (limit === null) throw new Error("a storage limit is a number of bytes (never null)");
  await r.fill(limit - size);
  passed(await r.add());
  expect(await r.used()).toBe(limit);
  await r.fill(limit - size + 1);
  expect(refusal(await r.add())).toEqual([403, resource.code]);
  expect(await r.used()).toBe(limit - size + 1);
};

describe.each(testEngines)("plan quotas on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const userOn = (plan: Pick<SeedPlan, "id" | "kind">) =>
    createTestUser(t, plan.kind === "contents" ? { planId: plan.id } : { hostingPlanId: plan.id });

  it.each(cases)("%s, %s: at the limit passes, one past is refused", async (...c) => {
    const [, , plan, resource] = c;
    const r = await resource.start(t, await userOn(plan));
    const limit = plan.constraints[resource.constraint];
    if (resource.constraint === "storageUsageSize") await atByteLimit(r, limit, resource);
    else await atCountLimit(r, limit, resource);
  });

  it.each(quotaResources.map((r) => [r.name, r] as const))(
    "%s: nothing more without a current plan (its term ended)",
    async (_name, resource) => {
      // A student whose licence ran out (a paid plan that ended leaves FREE instead).
      const plan = {
        id: resource.plan === "contents" ? "edu-member" : "hosting-free",
        kind: resource.plan,
      };
      const user = await userOn(plan);
      const ended = new Date(t.deps.clock().getTime() - 1000);
      await t.deps.db.kysely
        .updateTable("accounts")
        .set(
          resource.plan === "contents" ? { plan_expires_at: ended } : { hosting_expires_at: ended },
        )
        .where("user_id", "=", user.id)
        .execute();
      const r = await resource.start(t, user);
      const before = await r.used();
      expect(refusal(await r.add())).toEqual([403, resource.code]);
      expect(await r.used()).toBe(before);
    },
  );
});
