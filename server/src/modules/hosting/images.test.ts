import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, dataOf, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { type Image, image, refusal, type UploadResult, upload, written } from "./hostingTestKit";

describe.each(testEngines)("hosted images on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let projectId: string;
  let jpeg: Buffer;
  const images = (query = "", who = user, project = projectId) =>
    t.call({
      method: "GET",
      url: `/api/v2/projects/${project}/images${query}`,
      headers: who.auth,
    });
  const one = (method: "GET" | "PATCH" | "DELETE", id: string, payload?: object, who = user) =>
    t.call({
      method,
      url: `/api/v2/projects/${projectId}/images/${id}`,
      headers: who.auth,
      ...(payload === undefined ? {} : { payload }),
    });
  const uploadOne = async (name: string) => {
    const [stored] = dataOf<UploadResult>(await upload(t, user, projectId, [[name, jpeg]])).stored;
    if (stored === undefined) throw new Error(`${name} was not stored`);
    return stored;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    projectId = (await createProject(t, user, "hosting", "Showroom")).id;
    jpeg = await image(1024, 512);
  });
  afterAll(() => t.close());

  it("lists a project's images by page, newest first", async () => {
    const uploaded: Image[] = [];
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) {
      uploaded.push(await uploadOne(name));
      t.advance(1000);
    }
    const first = dataOf<{ list: Image[]; total: number }>(await images("?pageNo=1&pageSize=2"));
    expect(first.total).toBe(3);
    expect(first.list.map((i) => i.fileName)).toEqual(["c.jpg", "b.jpg"]);
    expect(first.list[0]).toEqual(uploaded[2]);
    const second = dataOf<{ list: Image[]; total: number }>(await images("?pageNo=2&pageSize=2"));
    expect([second.total, second.list.map((i) => i.fileName)]).toEqual([3, ["a.jpg"]]);
    const past = dataOf<{ list: Image[]; total: number }>(await images("?pageNo=9"));
    expect([past.total, past.list]).toEqual([3, []]);
    expect(refusal(await images("?pageSize=101")).message).toMatch(/^query\.pageSize/);
    const one_ = dataOf<Image>(await one("GET", uploaded[0]?.id ?? ""));
    expect(one_).toEqual(uploaded[0]);
  });

  it("renames an image, keeping its extension and its links", async () => {
    const lobby = await uploadOne("Lobby.jpg");
    const renamed = dataOf<Image>(await one("PATCH", lobby.id, { title: "  Main hall " }));
    expect(renamed).toEqual({ ...lobby, title: "Main hall", fileName: "Main hall.jpg" });
    expect(dataOf<Image>(await one("GET", lobby.id))).toEqual(renamed);

    for (const payload of [{ title: "   " }, { title: "x".repeat(201) }, {}]) {
      const res = await one("PATCH", lobby.id, payload);
      expect([res.statusCode, refusal(res).message]).toEqual([
        400,
        expect.stringMatching(/^body\.title/),
      ]);
    }
    expect(dataOf<Image>(await one("GET", lobby.id)).title).toBe("Main hall");
  });

  it("deletes an image, giving its bytes back and taking its links down", async () => {
    const before = await written(t, user.id);
    const garden = await uploadOne("Garden.jpg");
    const withGarden = await written(t, user.id);
    expect(withGarden.usage.hosting).toBeGreaterThan(before.usage.hosting + jpeg.length);

    expect(dataOf<null>(await one("DELETE", garden.id))).toBeNull();
    expect(await written(t, user.id)).toEqual(before);
    for (const url of [garden.imageUrl, garden.thumbnailUrl, garden.embedUrl]) {
      expect((await t.call({ method: "GET", url })).statusCode).toBe(404);
    }
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const res = await one(method, garden.id, method === "PATCH" ? { title: "x" } : undefined);
      expect([res.statusCode, refusal(res).code]).toEqual([404, 10404]);
    }
  });

  it("answers 404 to a stranger and to an image asked for under another project", async () => {
    const [image_] = dataOf<{ list: Image[] }>(await images()).list;
    if (image_ === undefined) throw new Error("an image expected");
    const stranger = await createTestUser(t);
    expect((await images("", stranger)).statusCode).toBe(404);
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const res = await one(
        method,
        image_.id,
        method === "PATCH" ? { title: "x" } : undefined,
        stranger,
      );
      expect(res.statusCode).toBe(404);
    }
    // The stranger's own hosting project does not reach the image either.
    const theirs = (await createProject(t, stranger, "hosting")).id;
    const elsewhere = await t.call({
      method: "DELETE",
      url: `/api/v2/projects/${theirs}/images/${image_.id}`,
      headers: stranger.auth,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(dataOf<Image>(await one("GET", image_.id))).toEqual(image_);
    // A contents project has no image store.
    const contents = (await createProject(t, user, "contents")).id;
    expect(refusal(await images("", user, contents)).message).toMatch(/^params\.id: a contents/);
  });

  it("gives every hosted byte back when the hosting project is deleted", async () => {
    await uploadOne("Last.jpg");
    const [image_] = dataOf<{ list: Image[] }>(await images()).list;
    expect((await usageOf(t, user.id)).hosting).toBeGreaterThan(0);
    const res = await t.call({
      method: "DELETE",
      url: `/api/v2/projects/${projectId}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const after = await written(t, user.id);
    expect(after).toMatchObject({ rows: 0, files: [], usage: { contents: 0, hosting: 0 } });
    expect((await t.call({ method: "GET", url: image_?.imageUrl ?? "" })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url: image_?.embedUrl ?? "" })).statusCode).toBe(404);
  });
});
