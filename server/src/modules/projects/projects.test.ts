import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

type Project = {
  id: string;
  name: string;
  kind: string;
  tourCount: number;
  owner: { email: string };
  coworkers: unknown[];
};

describe.each(testEngines)("projects on %s", (engine) => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ada = await createTestUser(t, { email: "ada@example.com" });
  });
  afterAll(() => t.close());

  const code = (res: { body: string }) => (JSON.parse(res.body) as { code: number }).code;

  it("creates, lists, renames and validates projects", async () => {
    const created = await t.call({
      method: "POST",
      url: "/api/v2/projects",
      headers: ada.auth,
      payload: { name: "  Old town ", kind: "contents" },
    });
    const project = dataOf<Project>(created);
    expect(project).toMatchObject({
      name: "Old town",
      kind: "contents",
      tourCount: 0,
      owner: { email: "ada@example.com" },
      coworkers: [],
    });
    const renamed = await t.call({
      method: "PATCH",
      url: `/api/v2/projects/${project.id}`,
      headers: ada.auth,
      payload: { name: "Old town walk" },
    });
    expect(dataOf<Project>(renamed).name).toBe("Old town walk");
    const list = dataOf<Project[]>(
      await t.call({ method: "GET", url: "/api/v2/projects", headers: ada.auth }),
    );
    expect(list.map((p) => p.name)).toContain("Old town walk");
    const blank = await t.call({
      method: "POST",
      url: "/api/v2/projects",
      headers: ada.auth,
      payload: { name: " ", kind: "contents" },
    });
    expect(JSON.parse(blank.body)).toMatchObject({
      code: 10400,
      message: "body.name: Please fill out this field.",
    });
    const badKind = await t.call({
      method: "POST",
      url: "/api/v2/projects",
      headers: ada.auth,
      payload: { name: "x", kind: "gallery" },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it("refuses a project past the plan's count with 70001, per kind, and writes nothing", async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 3; i++) await createProject(t, user, "contents", `P${i}`);
    const fourth = await t.call({
      method: "POST",
      url: "/api/v2/projects",
      headers: user.auth,
      payload: { name: "P3", kind: "contents" },
    });
    expect(fourth.statusCode).toBe(403);
    expect(code(fourth)).toBe(70001);
    await createProject(t, user, "hosting", "Images");
    expect(
      code(
        await t.call({
          method: "POST",
          url: "/api/v2/projects",
          headers: user.auth,
          payload: { name: "More", kind: "hosting" },
        }),
      ),
    ).toBe(70001);
    expect(
      dataOf<Project[]>(
        await t.call({ method: "GET", url: "/api/v2/projects", headers: user.auth }),
      ),
    ).toHaveLength(4);
  });

  it("makes a project around a tour only when the tour has a scene (60006), moving the tour", async () => {
    const user = await createTestUser(t, { planId: "pro" });
    const home = await createProject(t, user);
    const tour = await createTour(t, user, home.id);
    const empty = await t.call({
      method: "POST",
      url: "/api/v2/projects",
      headers: user.auth,
      payload: { name: "Around", kind: "contents", tourId: tour.id },
    });
    expect(empty.statusCode).toBe(400);
    expect(code(empty)).toBe(60006);
    await insertScene(t, tour.id);
    const around = dataOf<Project>(
      await t.call({
        method: "POST",
        url: "/api/v2/projects",
        headers: user.auth,
        payload: { name: "Around", kind: "contents", tourId: tour.id },
      }),
    );
    expect(around.tourCount).toBe(1);
    const moved = dataOf<{ projectId: string }>(
      await t.call({ method: "GET", url: `/api/v1/tours/${tour.id}`, headers: user.auth }),
    );
    expect(moved.projectId).toBe(around.id);
  });

  it("deletes a project with its tours and files, giving the storage back", async () => {
    const user = await createTestUser(t);
    const project = await createProject(t, user);
    const tour = await createTour(t, user, project.id);
    const scene = await insertScene(t, tour.id);
    expect((await usageOf(t, user.id)).contents).toBe(scene.bytes);
    expect(
      dataOf(
        await t.call({
          method: "DELETE",
          url: `/api/v2/projects/${project.id}`,
          headers: user.auth,
        }),
      ),
    ).toBeNull();
    expect((await usageOf(t, user.id)).contents).toBe(0);
    expect(await t.deps.files.list(scene.prefix)).toEqual([]);
    expect(
      (await t.call({ method: "GET", url: `/api/v1/tours/${tour.id}`, headers: user.auth }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 404 for another account's project and 401 without a token", async () => {
    const mine = await createProject(t, ada, "contents", "Mine");
    const eve = await createTestUser(t);
    for (const [method, url] of [
      ["PATCH", `/api/v2/projects/${mine.id}`],
      ["DELETE", `/api/v2/projects/${mine.id}`],
      ["GET", `/api/v2/projects/coworkers?proj=${mine.id}`],
      ["GET", `/api/v2/projects/tours?proj=${mine.id}`],
    ] as const) {
      const res = await t.call({
        method,
        url,
        headers: eve.auth,
        payload: method === "PATCH" ? { name: "Mine now" } : undefined,
      });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect((await t.call({ method: "GET", url: "/api/v2/projects" })).statusCode).toBe(401);
  });
});
