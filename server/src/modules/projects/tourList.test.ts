import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

type Page = { list: { title: string; sceneCount: number; published: boolean }[]; total: number };

describe.each(testEngines)("a project's tours on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let projectId: string;
  const page = async (query: string) =>
    dataOf<Page>(
      await t.call({
        method: "GET",
        url: `/api/v2/projects/tours?proj=${projectId}&${query}`,
        headers: user.auth,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    projectId = (await createProject(t, user)).id;
    for (const title of ["Beach", "Atrium", "Cellar 50%", "Dock"]) {
      await createTour(t, user, projectId, title);
      t.advance(1000);
    }
  });
  afterAll(() => t.close());

  it("adds tours up to the plan's count, then answers 60003 and adds nothing", async () => {
    await createTour(t, user, projectId, "Entry");
    const sixth = await t.call({
      method: "POST",
      url: `/api/v2/projects/${projectId}/tours`,
      headers: user.auth,
      payload: { title: "One too many" },
    });
    expect(sixth.statusCode).toBe(403);
    expect((JSON.parse(sixth.body) as { code: number }).code).toBe(60003);
    expect((await page("")).total).toBe(5);
  });

  it("sorts, pages and searches (wildcards taken literally)", async () => {
    expect((await page("sortby=title")).list.map((x) => x.title)).toEqual([
      "Atrium",
      "Beach",
      "Cellar 50%",
      "Dock",
      "Entry",
    ]);
    expect((await page("sortby=-createdAt&limit=2&offset=1")).list.map((x) => x.title)).toEqual([
      "Dock",
      "Cellar 50%",
    ]);
    expect(await page("search=50%25")).toMatchObject({ total: 1, list: [{ title: "Cellar 50%" }] });
    expect((await page("search=%25")).total).toBe(1);
    expect((await page("search=cELL")).total).toBe(1);
  });

  it("counts scenes and filters on publication", async () => {
    const [first] = (await page("sortby=title")).list as unknown as { id: string }[];
    await insertScene(t, first?.id ?? "");
    expect((await page("sortby=title")).list[0]?.sceneCount).toBe(1);
    expect((await page("publish=true")).total).toBe(0);
    expect((await page("publish=false")).total).toBe(5);
  });

  it("refuses a bad query naming the field", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/v2/projects/tours?proj=${projectId}&limit=1000`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect((JSON.parse(res.body) as { message: string }).message).toMatch(/^query\.limit: /);
    expect(
      (
        await t.call({
          method: "GET",
          url: `/api/v2/projects/tours?proj=${projectId}&sortby=size`,
          headers: user.auth,
        })
      ).statusCode,
    ).toBe(400);
  });
});
