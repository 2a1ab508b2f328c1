import type { HostingImage } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject } from "../../testing/tours";
import { createTestUser } from "../../testing/users";
import { image } from "./testing/hostingTestKit";

/** The links of `<script src>` and `<link href>` in a page. */
const assetLinks = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/i\/_assets\/[^"]+)"/g)].map((m) => m[1] ?? "");

const expectFrameable = (headers: Record<string, unknown>) => {
  expect(headers["x-frame-options"]).toBeUndefined();
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("frame-ancestors *");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-inline");
  expect(headers["cross-origin-resource-policy"]).toBe("cross-origin");
};

describe.each(testEngines)("the embed page of hosted images on %s", (engine) => {
  let t: TestApp;
  let api: TestApi;
  let projectId: string;
  let lobby: HostingImage;
  const uploadOne = async (name: string) => {
    const [stored] = (
      await api.uploadHostingImages({
        params: { id: projectId },
        body: fileForm("files", await image(1024, 512), name, "image/jpeg"),
      })
    ).stored;
    if (stored === undefined) throw new Error(`${name} was not stored`);
    return stored;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const user = await createTestUser(t);
    api = apiFor(t, user);
    projectId = (await createProject(t, user, "hosting")).id;
    lobby = await uploadOne("Lobby.jpg");
  });
  afterAll(() => t.close());

  it("shows the panorama in Pannellum to anyone, in a frame of any site", async () => {
    const res = await t.call({ method: "GET", url: lobby.embedUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expectFrameable(res.headers);
    expect(res.body).toContain(`"imageUrl":"${lobby.imageUrl}"`);
    expect(res.body).toContain("<title>Lobby · Orbis</title>");
    expect(res.body).toMatch(
      new RegExp(
        `<a id="orbis-open"[^>]* href="${lobby.embedUrl}" target="_blank"[^>]*>Open in Orbis</a>`,
      ),
    );
    // No inline script: the only script elements load Orbis' own files.
    expect(res.body.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();

    const links = assetLinks(res.body);
    expect(links.map((l) => l.replace(/\?.*/, "")).sort()).toEqual([
      "/i/_assets/embed.css",
      "/i/_assets/embed.js",
      "/i/_assets/pannellum.css",
      "/i/_assets/pannellum.js",
    ]);
    for (const link of links) {
      const asset = await t.call({ method: "GET", url: link });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["content-type"]).toMatch(/^text\/(javascript|css)/);
      expect(asset.headers["cache-control"]).toContain("immutable");
    }
    const viewer = await t.call({ method: "GET", url: "/i/_assets/pannellum.js" });
    expect(viewer.body).toContain("window.pannellum=");
    expect((await t.call({ method: "GET", url: "/i/_assets/../../package.json" })).statusCode).toBe(
      404,
    );
  });

  it("escapes the title everywhere it appears", async () => {
    const title = `</script><script>alert("x")</script> & 'more'`;
    await api.updateHostingImage({ params: { id: projectId, imageId: lobby.id }, body: { title } });
    const res = await t.call({ method: "GET", url: lobby.embedUrl });
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)");
    const json = /<script type="application\/json" id="orbis-image">(.*)<\/script>/.exec(res.body);
    expect(JSON.parse(json?.[1] ?? "null")).toMatchObject({ title, imageUrl: lobby.imageUrl });
  });

  it("answers a frameable 404 page for an image that does not exist or was deleted", async () => {
    const garden = await uploadOne("Garden.jpg");
    expect((await t.call({ method: "GET", url: garden.embedUrl })).statusCode).toBe(200);
    await api.deleteHostingImage({ params: { id: projectId, imageId: garden.id } });
    for (const url of [garden.embedUrl, "/i/no-such-image"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("does not exist or has been deleted");
      expectFrameable(res.headers);
    }
  });

  it("keeps the rest of Orbis out of frames", async () => {
    const res = await t.call({ method: "GET", url: "/healthz" });
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'self'");
  });
});
