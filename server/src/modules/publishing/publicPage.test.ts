import { createRequire } from "node:module";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_CODED_BYTES } from "../../http/sendText";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { assetLinks, metaOf, pageData, tourWithScene, visit, writeTile } from "./testing/testKit";

const site = {
  seo: {
    title: "Harbour | 360",
    description: "Walk the <harbour> at dusk",
    keywords: ["harbour", "360"],
  },
  og: { title: "Harbour lights", description: "A 360° walk", imageUrl: null },
  ga: { measurementId: "G-AB12CD34EF" },
  autorotate: 0,
  sceneList: true,
  geoMap: false,
};

describe.each(testEngines)("the public page on %s", (engine) => {
  let t: TestApp;
  let pro: TestApi;
  let tourId: string;
  let sceneId: string;
  let slug: string;
  const publish = (api: TestApi, id: string) => api.publishTour({ params: { id }, body: {} });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const user = await createTestUser(t, { planId: "pro" });
    pro = apiFor(t, user);
    ({ tourId, sceneId } = await tourWithScene(t, user, "Harbour <b>Lights</b>"));
    await pro.updateTour({
      params: { id: tourId },
      body: { description: 'Boats & "gulls"', settings: site },
    });
    slug = (await publish(pro, tourId)).slug;
  });
  afterAll(() => t.close());

  it("shows the tour to an anonymous visitor, with SEO, OG and GA on a plan that has them", async () => {
    const res = await visit(t, `/t/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = res.body;
    expect(html).toContain("<title>Harbour | 360</title>");
    expect(html).toContain("<h1>Harbour &lt;b&gt;Lights&lt;/b&gt;</h1>");
    expect(html).toContain("Boats &amp; &quot;gulls&quot;");
    expect(html).not.toContain("<b>Lights</b>");
    expect(metaOf(html, "description")).toBe("Walk the &lt;harbour&gt; at dusk");
    expect(metaOf(html, "keywords")).toBe("harbour, 360");
    expect(metaOf(html, "og:title")).toBe("Harbour lights");
    expect(metaOf(html, "og:url")).toBe(`${t.deps.config.publicUrl.replace(/\/$/, "")}/t/${slug}`);
    expect(metaOf(html, "og:image")).toMatch(/^https?:\/\/.+\/cdn\/tours\/.+\/preview\.jpg$/);
    expect(html).toContain("https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF");
    expect(pageData(html).ga).toBe("G-AB12CD34EF");
    expect(html).toContain(`data-scene="${sceneId}"`);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(pageData(html).tour.settings.seo?.title).toBe("Harbour | 360");
  });

  it("hands the viewer the snapshot, with multires tiles the CDN serves", async () => {
    await writeTile(t, tourId, sceneId, "1/f0_0.jpg");
    const { tour, url } = pageData((await visit(t, `/t/${slug}`)).body);
    expect(url).toBe(`${t.deps.config.publicUrl.replace(/\/$/, "")}/t/${slug}`);
    expect(tour).toMatchObject({ tourId, slug, title: "Harbour <b>Lights</b>" });
    const scene = tour.scenes.find((s) => s.id === sceneId);
    expect(scene?.tiles.baseUrl).toBe(`/cdn/tours/${tourId}/scenes/${sceneId}/r1/tiles`);
    expect(scene).not.toHaveProperty("fileName");
    const tile = await visit(t, `${scene?.tiles.baseUrl}/1/f0_0.jpg`);
    expect([tile.statusCode, tile.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  });

  it("loads the viewer's built script and styles from this server, and preloads the first preview", async () => {
    const html = (await visit(t, `/t/${slug}`)).body;
    const links = assetLinks(html);
    expect(links.some((l) => /^\/t\/_assets\/assets\/page-[\w-]+\.js$/.test(l))).toBe(true);
    expect(links.some((l) => /^\/t\/_assets\/assets\/page-[\w-]+\.css$/.test(l))).toBe(true);
    expect(html).toMatch(
      /<script type="module" src="\/t\/_assets\/assets\/page-[\w-]+\.js"><\/script>/,
    );
    expect(html).toMatch(
      /<link rel="preload" href="\/cdn\/tours\/[^"]+\/preview\.jpg" as="fetch" crossorigin="anonymous" fetchpriority="high">/,
    );
    for (const link of links) {
      const res = await t.call({ method: "GET", url: link, headers: { "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toBe("accept-encoding");
    }
    const script = links.find((l) => l.endsWith(".js")) ?? "";
    const plain = await visit(t, script);
    expect([plain.headers["content-encoding"], plain.headers["content-type"]]).toEqual([
      undefined,
      "text/javascript; charset=utf-8",
    ]);
    expect(plain.body).toContain("orbis-tour");
  });

  it("serves Cesium's runtime files for the map, and nothing outside the build", async () => {
    const viewer = createRequire(
      createRequire(import.meta.url).resolve("@orbis/viewer/package.json"),
    );
    const { version } = viewer("cesium/package.json") as { version: string };
    const base = `/t/_assets/cesium-${version}/`;
    const xml = await visit(t, `${base}Assets/Textures/NaturalEarthII/tilemapresource.xml`);
    expect([xml.statusCode, xml.headers["content-type"]]).toEqual([
      200,
      "application/xml; charset=utf-8",
    ]);
    for (const bad of [
      "/t/_assets/.vite/manifest.json",
      "/t/_assets/..%2F..%2Fpackage.json",
      "/t/_assets/assets/../../package.json",
      "/t/_assets/nothing.js",
    ])
      expect((await visit(t, bad)).statusCode).toBe(404);
  });

  it("may be framed by any site, with its own CSP", async () => {
    const res = await visit(t, `/t/${slug}`);
    expect(res.headers["x-frame-options"]).toBeUndefined();
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    const api = await t.call({ method: "GET", url: "/healthz" });
    expect(api.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers the snapshot as tour.json, open to other origins", async () => {
    const res = await visit(t, `/t/${slug}/tour.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const snap = JSON.parse(res.body);
    expect(snap).toMatchObject({ tourId, version: 1, slug, title: "Harbour <b>Lights</b>" });
    expect(snap.scenes[0]).not.toHaveProperty("fileName");
    expect(snap.settings.seo.title).toBe("Harbour | 360");
    const missing = await visit(t, "/t/no-such-tour/tour.json");
    expect([missing.statusCode, JSON.parse(missing.body).code]).toEqual([404, 10404]);
  });

  it.each(["no-such-tour", "Bad_Slug", "a"])("answers the 404 page for %s", async (name) => {
    const res = await visit(t, `/t/${name}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("Tour not found");
  });

  it("sends the page compressed to a client that accepts it, and 304 to a current copy", async () => {
    const url = `/t/${slug}`;
    const plain = await visit(t, url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const coding of ["br", "gzip"] as const) {
      const packed = await t.call({ method: "GET", url, headers: { "accept-encoding": coding } });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers["content-encoding"]).toBe(coding);
      expect(packed.headers.vary).toContain("accept-encoding");
      const unpack = coding === "br" ? brotliDecompressSync : gunzipSync;
      expect(unpack(packed.rawPayload).toString()).toBe(plain.body);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(packed.headers.etag).toBe(plain.headers.etag);
    }
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const current = await t.call({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe("");
    const stale = await t.call({ method: "GET", url, headers: { "if-none-match": 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("tags tour.json, answers 304 to a current copy, and leaves a body under 1 KB uncoded", async () => {
    const url = `/t/${slug}/tour.json`;
    const plain = await t.call({ method: "GET", url, headers: { "accept-encoding": "br" } });
    expect(plain.rawPayload.length).toBeLessThan(MIN_CODED_BYTES);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const etag = String(plain.headers.etag);
    const current = await t.call({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(current.statusCode).toBe(304);
    expect(current.headers["access-control-allow-origin"]).toBe("*");
    // Republished, the snapshot is another one: the old copy is stale.
    await publish(pro, tourId);
    const after = await t.call({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("answers the 404 page once the tour is unpublished, and the tour again when republished", async () => {
    await pro.unpublishTour({ params: { id: tourId } });
    expect((await visit(t, `/t/${slug}`)).statusCode).toBe(404);
    expect((await visit(t, `/t/${slug}/tour.json`)).statusCode).toBe(404);
    await publish(pro, tourId);
    expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
  });

  it("serves the new version after a republish", async () => {
    await pro.updateTour({ params: { id: tourId }, body: { title: "Harbour at night" } });
    const v = await publish(pro, tourId);
    const snap = JSON.parse((await visit(t, `/t/${slug}/tour.json`)).body);
    expect([snap.version, snap.title]).toEqual([v.version, "Harbour at night"]);
    expect((await visit(t, `/t/${slug}`)).body).toContain("<h1>Harbour at night</h1>");
  });

  it("drops SEO, OG and GA from a version published after the plan lost them", async () => {
    const owner = await createTestUser(t, { planId: "pro" });
    const ownerApi = apiFor(t, owner);
    const { tourId: id } = await tourWithScene(t, owner, "Downgraded");
    await ownerApi.updateTour({ params: { id }, body: { settings: site } });
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ plan_id: "free" })
      .where("user_id", "=", owner.id)
      .execute();
    const published = await publish(ownerApi, id);
    const html = (await visit(t, `/t/${published.slug}`)).body;
    expect(html).toContain("<title>Downgraded</title>");
    expect(metaOf(html, "description")).toBeNull();
    expect(metaOf(html, "keywords")).toBeNull();
    expect(metaOf(html, "og:title")).toBeNull();
    expect(html).not.toContain("googletagmanager");
    expect(pageData(html).ga).toBeNull();
    const snap = JSON.parse((await visit(t, `/t/${published.slug}/tour.json`)).body);
    expect([snap.settings.seo, snap.settings.og, snap.settings.ga]).toEqual([null, null, null]);
  });
});
