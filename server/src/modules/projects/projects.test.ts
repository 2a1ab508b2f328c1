import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

describe.each(testEngines)("projects on %s", (engine) => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ada = await createTestUser(t, { email: "ada@example.com" });
  });
  afterAll(() => t.close());

  it("creates, lists, renames and validates projects", async () => {
    const api = apiFor(t, ada);
    const project = await api.createProject({ body: { name: "  Old town ", kind: "contents" } });
    expect(project).toMatchObject({
      name: "Old town",
      kind: "contents",
      tourCount: 0,
      owner: { email: "ada@example.com" },
      coworkers: [],
    });
    const renamed = await api.updateProject({
      params: { id: project.id },
      body: { name: "Old town walk" },
    });
    expect(renamed.name).toBe("Old town walk");
    const list = await api.listProjects({ query: {} });
    expect(list.map((p) => p.name)).toContain("Old town walk");
    const blank = await refusalOf(api.createProject({ body: { name: " ", kind: "contents" } }));
    expect([blank.code, blank.message]).toEqual([10400, "body.name: Please fill out this field."]);
    // A kind outside the contract's enum: only a raw body can carry it.
    const badKind = await t.call({
      method: "POST",
      url: routeUrl("createProject"),
      headers: ada.auth,
      payload: { name: "x", kind: "gallery" },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it("refuses a project past the plan's count with 70001, per kind, and writes nothing", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    for (let i = 0; i < 3; i++) await createProject(t, user, "contents", `P${i}`);
    const fourth = await refusalOf(api.createProject({ body: { name: "P3", kind: "contents" } }));
    expect([fourth.status, fourth.code]).toEqual([403, 70001]);
    await createProject(t, user, "hosting", "Images");
    const more = await refusalOf(api.createProject({ body: { name: "More", kind: "hosting" } }));
    expect(more.code).toBe(70001);
    expect(await api.listProjects({ query: {} })).toHaveLength(4);
  });

  it("makes a project around a tour only when the tour has a scene (60006), moving the tour", async () => {
    const user = await createTestUser(t, { planId: "pro" });
    const api = apiFor(t, user);
    const home = await createProject(t, user);
    const tour = await createTour(t, user, home.id);
    const body = { name: "Around", kind: "contents", tourId: tour.id } as const;
    const empty = await refusalOf(api.createProject({ body }));
    expect([empty.status, empty.code]).toEqual([400, 60006]);
    await insertScene(t, tour.id);
    const around = await api.createProject({ body });
    expect(around.tourCount).toBe(1);
    const moved = await api.getTour({ params: { id: tour.id } });
    expect(moved.projectId).toBe(around.id);
  });

  it("deletes a project with its tours and files, giving the storage back", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    const project = await createProject(t, user);
    const tour = await createTour(t, user, project.id);
    const scene = await insertScene(t, tour.id);
    expect((await usageOf(t, user.id)).contents).toBe(scene.bytes);
    expect(await api.deleteProject({ params: { id: project.id } })).toBeNull();
    expect((await usageOf(t, user.id)).contents).toBe(0);
    expect(await t.deps.files.list(scene.prefix)).toEqual([]);
    expect((await refusalOf(api.getTour({ params: { id: tour.id } }))).status).toBe(404);
  });

  it("answers 404 for another account's project and 401 without a token", async () => {
    const mine = await createProject(t, ada, "contents", "Mine");
    const eve = apiFor(t, await createTestUser(t));
    const id = mine.id;
    for (const [name, call] of [
      ["updateProject", () => eve.updateProject({ params: { id }, body: { name: "Mine now" } })],
      ["deleteProject", () => eve.deleteProject({ params: { id } })],
      ["listProjectCoworkers", () => eve.listProjectCoworkers({ query: { proj: id } })],
      ["listProjectTours", () => eve.listProjectTours({ query: { proj: id } })],
    ] as const) {
      expect([name, (await refusalOf(call())).status]).toEqual([name, 404]);
    }
    expect((await refusalOf(apiFor(t).listProjects({ query: {} }))).status).toBe(401);
  });
});
