import type { TourListQuery } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

describe.each(testEngines)("a project's tours on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  let projectId: string;
  const page = (query: Omit<TourListQuery, "proj"> = {}) =>
    api.listProjectTours({ query: { proj: projectId, ...query } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    api = apiFor(t, user);
    projectId = (await createProject(t, user)).id;
    for (const title of ["Beach", "Atrium", "Cellar 50%", "Dock"]) {
      await createTour(t, user, projectId, title);
      t.advance(1000);
    }
  });
  afterAll(() => t.close());

  it("adds tours up to the plan's count, then answers 60003 and adds nothing", async () => {
    await createTour(t, user, projectId, "Entry");
    const sixth = await refusalOf(
      api.createProjectTour({ params: { id: projectId }, body: { title: "One too many" } }),
    );
    expect([sixth.status, sixth.code]).toEqual([403, 60003]);
    expect((await page()).total).toBe(5);
  });

  it("sorts, pages and searches (wildcards taken literally)", async () => {
    expect((await page({ sortby: "title" })).list.map((x) => x.title)).toEqual([
      "Atrium",
      "Beach",
      "Cellar 50%",
      "Dock",
      "Entry",
    ]);
    expect(
      (await page({ sortby: "-createdAt", limit: 2, offset: 1 })).list.map((x) => x.title),
    ).toEqual(["Dock", "Cellar 50%"]);
    expect(await page({ search: "50%" })).toMatchObject({
      total: 1,
      list: [{ title: "Cellar 50%" }],
    });
    expect((await page({ search: "%" })).total).toBe(1);
    expect((await page({ search: "cELL" })).total).toBe(1);
  });

  it("counts scenes and filters on publication", async () => {
    const [first] = (await page({ sortby: "title" })).list;
    await insertScene(t, first?.id ?? "");
    expect((await page({ sortby: "title" })).list[0]?.sceneCount).toBe(1);
    expect((await page({ publish: true })).total).toBe(0);
    expect((await page({ publish: false })).total).toBe(5);
  });

  it("refuses a bad query naming the field", async () => {
    const tooMany = await refusalOf(page({ limit: 1000 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toMatch(/^query\.limit: /);
    // A sort key outside the contract's enum: only a raw query can carry it.
    const badSort = await t.call({
      method: "GET",
      url: routeUrl("listProjectTours", {}, { proj: projectId, sortby: "size" }),
      headers: user.auth,
    });
    expect(badSort.statusCode).toBe(400);
  });
});
