import type { HostingImage } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { image, refusal, written } from "./testing/hostingTestKit";

describe.each(testEngines)("hosted images on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let projectId: string;
  let jpeg: Buffer;
  /** The path of one image of the project. */
  const imageParams = (imageId: string) => ({ id: projectId, imageId });
  const uploadOne = async (name: string) => {
    const { stored } = await apiFor(t, user).uploadHostingImages({
      params: { id: projectId },
      body: fileForm("files", jpeg, name, "image/jpeg"),
    });
    const [image_] = stored;
    if (image_ === undefined) throw new Error(`${name} was not stored`);
    return image_;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    projectId = (await createProject(t, user, "hosting", "Showroom")).id;
    jpeg = await image(1024, 512);
  });
  afterAll(() => t.close());

  it("lists a project's images by page, newest first", async () => {
    const api = apiFor(t, user);
    const images = (query: { pageNo?: number; pageSize?: number }) =>
      api.listHostingImages({ params: { id: projectId }, query });
    const uploaded: HostingImage[] = [];
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) {
      uploaded.push(await uploadOne(name));
      t.advance(1000);
    }
    const first = await images({ pageNo: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.list.map((i) => i.fileName)).toEqual(["c.jpg", "b.jpg"]);
    expect(first.list[0]).toEqual(uploaded[2]);
    const second = await images({ pageNo: 2, pageSize: 2 });
    expect([second.total, second.list.map((i) => i.fileName)]).toEqual([3, ["a.jpg"]]);
    const past = await images({ pageNo: 9 });
    expect([past.total, past.list]).toEqual([3, []]);
    expect((await refusalOf(images({ pageSize: 101 }))).message).toMatch(/^query\.pageSize/);
    const params = imageParams(uploaded[0]?.id ?? "");
    expect(await api.getHostingImage({ params })).toEqual(uploaded[0]);
  });

  it("renames an image, keeping its extension and its links", async () => {
    const lobby = await uploadOne("Lobby.jpg");
    const api = apiFor(t, user);
    const params = imageParams(lobby.id);
    const renamed = await api.updateHostingImage({ params, body: { title: "  Main hall " } });
    expect(renamed).toEqual({ ...lobby, title: "Main hall", fileName: "Main hall.jpg" });
    expect(await api.getHostingImage({ params })).toEqual(renamed);

    for (const title of ["   ", "x".repeat(201)]) {
      const refused = await refusalOf(api.updateHostingImage({ params, body: { title } }));
      expect([refused.status, refused.message]).toEqual([
        400,
        expect.stringMatching(/^body\.title/),
      ]);
    }
    // A body without a title is one the contract's type does not allow: sent as raw JSON.
    const untitled = await t.call({
      method: "PATCH",
      url: routeUrl("updateHostingImage", params),
      headers: user.auth,
      payload: {},
    });
    expect([untitled.statusCode, refusal(untitled).message]).toEqual([
      400,
      expect.stringMatching(/^body\.title/),
    ]);
    expect((await api.getHostingImage({ params })).title).toBe("Main hall");
  });

  it("deletes an image, giving its bytes back and taking its links down", async () => {
    const before = await written(t, user.id);
    const garden = await uploadOne("Garden.jpg");
    const withGarden = await written(t, user.id);
    expect(withGarden.usage.hosting).toBeGreaterThan(before.usage.hosting + jpeg.length);

    const api = apiFor(t, user);
    const params = imageParams(garden.id);
    expect(await api.deleteHostingImage({ params })).toBeNull();
    expect(await written(t, user.id)).toEqual(before);
    for (const url of [garden.imageUrl, garden.thumbnailUrl, garden.embedUrl]) {
      expect((await t.call({ method: "GET", url })).statusCode).toBe(404);
    }
    for (const call of [
      () => api.getHostingImage({ params }),
      () => api.updateHostingImage({ params, body: { title: "x" } }),
      () => api.deleteHostingImage({ params }),
    ]) {
      const refused = await refusalOf(call());
      expect([refused.status, refused.code]).toEqual([404, 10404]);
    }
  });

  it("answers 404 to a stranger and to an image asked for under another project", async () => {
    const mine = apiFor(t, user);
    const [image_] = (await mine.listHostingImages({ params: { id: projectId }, query: {} })).list;
    if (image_ === undefined) throw new Error("an image expected");
    const stranger = await createTestUser(t);
    const api = apiFor(t, stranger);
    const params = imageParams(image_.id);
    expect(
      (await refusalOf(api.listHostingImages({ params: { id: projectId }, query: {} }))).status,
    ).toBe(404);
    for (const call of [
      () => api.getHostingImage({ params }),
      () => api.updateHostingImage({ params, body: { title: "x" } }),
      () => api.deleteHostingImage({ params }),
    ]) {
      expect((await refusalOf(call())).status).toBe(404);
    }
    // The stranger's own hosting project does not reach the image either.
    const theirs = (await createProject(t, stranger, "hosting")).id;
    const elsewhere = api.deleteHostingImage({ params: { id: theirs, imageId: image_.id } });
    expect((await refusalOf(elsewhere)).status).toBe(404);
    expect(await mine.getHostingImage({ params })).toEqual(image_);
    // A contents project has no image store.
    const contents = (await createProject(t, user, "contents")).id;
    const refused = await refusalOf(
      mine.listHostingImages({ params: { id: contents }, query: {} }),
    );
    expect(refused.message).toMatch(/^params\.id: a contents/);
  });

  it("gives every hosted byte back when the hosting project is deleted", async () => {
    await uploadOne("Last.jpg");
    const api = apiFor(t, user);
    const [image_] = (await api.listHostingImages({ params: { id: projectId }, query: {} })).list;
    expect((await usageOf(t, user.id)).hosting).toBeGreaterThan(0);
    await api.deleteProject({ params: { id: projectId } });
    const after = await written(t, user.id);
    expect(after).toMatchObject({ rows: 0, files: [], usage: { contents: 0, hosting: 0 } });
    expect((await t.call({ method: "GET", url: image_?.imageUrl ?? "" })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url: image_?.embedUrl ?? "" })).statusCode).toBe(404);
  });
});
