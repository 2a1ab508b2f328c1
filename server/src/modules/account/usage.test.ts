import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPlans } from "../../seed/plans";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { insertScene } from "../../testing/tours";
import { createTestUser } from "../../testing/users";

/** A seeded plan's limits. */
const limitsOf = (planId: string) => {
  const plan = seedPlans.find((p) => p.id === planId);
  if (plan === undefined) throw new Error(`no plan ${planId}`);
  return plan.constraints;
};

describe.each(testEngines)("the account's usage on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("shows a fresh FREE account using nothing, against the FREE plan's limits", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    const free = limitsOf("free");
    expect(await api.getAccountUsage()).toEqual({
      storage: await api.getStorageUsage(),
      projects: { used: 0, limit: free.projectCount },
      tourCountPerProject: free.tourCountPerProject,
      toursPerProject: [],
      publishedUrls: { used: 0, limit: free.publishUrlCount },
    });
  });

  it("counts the contents projects, each one's tours and the tours online, as the quotas count them", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    const hall = await api.createProject({ body: { name: "Hall", kind: "contents" } });
    const garden = await api.createProject({ body: { name: "Garden", kind: "contents" } });
    // A hosting project is counted against the hosting tier, not here.
    await api.createProject({ body: { name: "Showroom", kind: "hosting" } });
    const entrance = await api.createProjectTour({
      params: { id: hall.id },
      body: { title: "Entrance" },
    });
    const stairs = await api.createProjectTour({
      params: { id: hall.id },
      body: { title: "Stairs" },
    });
    await insertScene(t, entrance.id);
    await api.publishTour({ params: { id: entrance.id }, body: {} });

    const usage = await api.getAccountUsage();
    expect(usage.projects.used).toBe(2);
    expect(usage.publishedUrls.used).toBe(1);
    expect([...usage.toursPerProject].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { projectId: garden.id, name: "Garden", tours: 0 },
      { projectId: hall.id, name: "Hall", tours: 2 },
    ]);
    // The scene's preview is stored: the same figures as the storage call.
    expect(usage.storage).toEqual(await api.getStorageUsage());
    expect(usage.storage.usageStorageSize).toBeGreaterThan(0);

    // At the FREE limit of one published URL the next publication is refused: the screen's
    // "1 of 1" is where the refusal starts.
    expect(usage.publishedUrls.limit).toBe(1);
    await insertScene(t, stairs.id);
    expect((await refusalOf(api.publishTour({ params: { id: stairs.id }, body: {} }))).code).toBe(
      70003,
    );
  });

  it("answers a plan's unlimited counts as null", async () => {
    const user = await createTestUser(t, { planId: "business" });
    const business = limitsOf("business");
    expect(business.projectCount).toBeNull();
    expect(await apiFor(t, user).getAccountUsage()).toMatchObject({
      projects: { used: 0, limit: null },
      tourCountPerProject: null,
      publishedUrls: { used: 0, limit: business.publishUrlCount },
    });
  });

  it("gives FREE's limits to an account whose paid plan ended, its work still counted", async () => {
    const user = await createTestUser(t, { planId: "pro" });
    const api = apiFor(t, user);
    await api.createProject({ body: { name: "Kept", kind: "contents" } });
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ plan_expires_at: new Date(t.deps.clock().getTime() + 60_000) })
      .where("user_id", "=", user.id)
      .execute();
    t.advance(61_000);
    const usage = await api.getAccountUsage();
    expect(usage).toMatchObject({
      projects: { used: 1, limit: limitsOf("free").projectCount },
      tourCountPerProject: limitsOf("free").tourCountPerProject,
      publishedUrls: { used: 0, limit: limitsOf("free").publishUrlCount },
    });
    expect(usage.storage.planStorageSize).toBe(limitsOf("free").storageUsageSize);
  });

  it("gives a student whose licence ended limits of 0, their work still counted", async () => {
    const user = await createTestUser(t, { planId: "edu-member" });
    const api = apiFor(t, user);
    const kept = await api.createProject({ body: { name: "Kept", kind: "contents" } });
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ plan_expires_at: new Date(t.deps.clock().getTime() + 60_000) })
      .where("user_id", "=", user.id)
      .execute();
    expect((await api.getAccountUsage()).projects).toEqual({
      used: 1,
      limit: limitsOf("edu-member").projectCount,
    });
    t.advance(61_000);
    const usage = await api.getAccountUsage();
    expect(usage).toMatchObject({
      projects: { used: 1, limit: 0 },
      tourCountPerProject: 0,
      toursPerProject: [{ projectId: kept.id, name: "Kept", tours: 0 }],
      publishedUrls: { used: 0, limit: 0 },
    });
    expect(usage.storage.planStorageSize).toBe(0);
  });

  it("refuses without a token", async () => {
    expect(await refusalOf(apiFor(t).getAccountUsage())).toMatchObject({
      status: 401,
      code: 10401,
    });
  });
});
