import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { pannellumExportSchema } from "@orbis/core/contract";
import { type ImportPlan, parsePannellumTour } from "@orbis/core/interop";
import { CUBE_FACES, levelLayouts, tileKey } from "@orbis/core/panorama";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, insertScene } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { unzip } from "./testing/testArchives";
import { twoSceneTour, twoSceneZip } from "./testing/testKit";

/** Waits until every scene of a tour is tiled or has failed. */
const tiled = async (api: TestApi, id: string) => {
  for (let i = 0; i < 900; i++) {
    const status = await api.getLayersStatus({ params: { id } });
    if (status.every((s) => s.state === "done" || s.state === "failed")) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("tiling did not finish");
};

/** What a plan says, without the ids and keys an export renames. */
const shape = (plan: ImportPlan) => {
  const titleOf = new Map(plan.scenes.map((s) => [s.key, s.title]));
  return {
    title: plan.title,
    first: titleOf.get(plan.firstSceneKey),
    scenes: plan.scenes.map((s) => ({ title: s.title, view: s.initialView, north: s.northOffset })),
    markers: plan.markers.map(({ key: _key, sourceId: _id, sceneKey, ...marker }) => ({
      ...marker,
      scene: titleOf.get(sceneKey),
      ...(marker.type === "link" ? { targetSceneKey: titleOf.get(marker.targetSceneKey) } : {}),
    })),
  };
};

describe.each(testEngines)("exporting tours on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let projectId: string;
  let tourId: string;

  // The downloads' headers are under test, which the typed client does not hand back.
  const get = (url: string, who: TestUser = user) =>
    t.call({ method: "GET", url, headers: who.auth });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    viewer = await createTestUser(t);
    stranger = await createTestUser(t);
    projectId = (await createProject(t, user)).id;
    const api = apiFor(t, user);
    await api.addProjectCoworker({
      params: { id: projectId },
      body: { email: viewer.email, role: "viewer" },
    });
    const zip = fileForm("file", await twoSceneZip(), "tour.zip", "application/zip");
    tourId = (await api.importTour({ params: { id: projectId }, body: zip })).tour.id;
    await tiled(api, tourId);
  });
  afterAll(() => t.close());

  it("exports an imported tour as Pannellum JSON that reads back as the same scenes, markers and views", async () => {
    const res = await get(routeUrl("exportTourPannellum", { id: tourId }), viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Head office.json"; filename*=UTF-8''Head%20office.json`,
    );
    const json = pannellumExportSchema.parse(res.json());
    for (const scene of Object.values(json.scenes))
      expect(scene.multiRes?.basePath).toMatch(
        new RegExp(`^${t.deps.config.publicUrl}/cdn/tours/${tourId}/scenes/[0-9a-f-]+/r1/tiles$`),
      );
    expect(shape(parsePannellumTour(json))).toEqual(shape(parsePannellumTour(twoSceneTour)));
  });

  it("exports a scene still waiting for its tiles as its equirectangular preview", async () => {
    const scene = await insertScene(t, tourId, { title: "Garden", order: 2 });
    await t.deps.db.kysely
      .updateTable("scenes")
      .set({ tiles: null, state: "queued" })
      .where("id", "=", scene.id)
      .execute();
    const json = await apiFor(t, user).exportTourPannellum({ params: { id: tourId } });
    expect(json.scenes[scene.id]).toMatchObject({
      type: "equirectangular",
      panorama: `${t.deps.config.publicUrl}/cdn/${scene.prefix}r1/preview.jpg`,
    });
    await t.deps.db.kysely.deleteFrom("scenes").where("id", "=", scene.id).execute();
  });

  it("zips a published version as a static site holding every tile its configuration names", async () => {
    const published = await apiFor(t, user).publishTour({
      params: { id: tourId },
      body: { slug: "head-office" },
    });
    expect(published.version).toBe(1);
    const res = await get(routeUrl("downloadPublishedSite", { id: tourId, version: 1 }), viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain('filename="head-office-v1.zip"');
    const files = await unzip(res.rawPayload);
    const html = files.get("index.html")?.toString("utf8") ?? "";
    const json = /<script type="application\/json" id="orbis-tour">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    const config = (JSON.parse(json ?? "null") as { pannellum: unknown }).pannellum as {
      default: { firstScene: string; title: string };
      scenes: Record<
        string,
        {
          multiRes: {
            basePath: string;
            tileResolution: number;
            cubeResolution: number;
            maxLevel: number;
          };
        }
      >;
    };
    expect(config.default.title).toBe("Head office");
    const names = Object.keys(config.scenes);
    expect(names).toHaveLength(2);
    for (const [id, scene] of Object.entries(config.scenes)) {
      const { basePath, tileResolution, cubeResolution, maxLevel } = scene.multiRes;
      expect(basePath).toBe(`scenes/${id}/tiles`);
      const layout = { tileSize: tileResolution, cubeSize: cubeResolution, levels: maxLevel };
      for (const level of levelLayouts(layout))
        for (const face of CUBE_FACES)
          for (let row = 0; row < level.tilesPerRow; row++)
            for (let col = 0; col < level.tilesPerRow; col++)
              expect(files.has(`${basePath}/${tileKey(level.level, face, row, col)}`)).toBe(true);
      expect(files.has(`scenes/${id}/preview.jpg`)).toBe(true);
      const stored = await t.deps.files.read(`tours/${tourId}/scenes/${id}/r1/tiles/1/f0_0.jpg`);
      const chunks: Buffer[] = [];
      for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
      expect(files.get(`${basePath}/1/f0_0.jpg`)?.equals(Buffer.concat(chunks))).toBe(true);
    }
    const require = createRequire(import.meta.url);
    const pannellum = await readFile(require.resolve("pannellum/build/pannellum.js"));
    expect(files.get("pannellum.js")?.equals(pannellum)).toBe(true);
    for (const name of ["pannellum.css", "page.js", "page.css"]) expect(files.has(name)).toBe(true);
    expect(html).toContain('src="pannellum.js"');
    expect(html).not.toMatch(/(src|href)="\//);
    expect(files.get("README.txt")?.toString("utf8")).toMatch(/file:\/\/[\s\S]*WebGL/);
  });

  it("answers 404 for a version the tour does not have and for a stranger, 401 without sign-in", async () => {
    const site = (api: TestApi, version: number) =>
      api.downloadPublishedSite({ params: { id: tourId, version } });
    const api = apiFor(t, user);
    expect((await refusalOf(site(api, 9))).status).toBe(404);
    expect((await refusalOf(site(api, 0))).status).toBe(400);
    for (const [who, status] of [
      [apiFor(t, stranger), 404],
      [apiFor(t), 401],
    ] as const) {
      expect((await refusalOf(who.exportTourPannellum({ params: { id: tourId } }))).status).toBe(
        status,
      );
      expect((await refusalOf(site(who, 1))).status).toBe(status);
    }
  });
});
