import { type Routes, routes, routeUrlPath } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { unzip } from "../../testing/unzip";
import { createTestUser, type TestUser } from "../../testing/users";

interface Manifest {
  format: string;
  id: string;
  kind: string;
  licence: string;
  files: { path: string; title: string; bytes: number; contentType: string }[];
}

describe.each(testEngines)("art packages on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let free: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    [pro, free] = await Promise.all([createTestUser(t, { planId: "pro" }), createTestUser(t)]);
  });
  afterAll(() => t.close());

  // The download's headers and bytes are under test, which the typed client does not hand back.
  const download = (id: string, who: TestUser, headers: Record<string, string> = {}) =>
    t.call({
      method: "GET",
      url: routeUrl("downloadArtPackage", { id }),
      headers: { ...who.auth, ...headers },
    });

  it("lists the model packs by category and two icon sets for any plan, each saying whether the plan may download it", async () => {
    const forPro = await apiFor(t, pro).listArtPackages();
    const forFree = await apiFor(t, free).listArtPackages();
    expect(forPro.list.map((p) => [p.id, p.kind])).toEqual([
      ["models-furniture", "models"],
      ["models-signs-arrows", "models"],
      ["models-nature", "models"],
      ["models-people-vehicles", "models"],
      ["icons-arrows", "markerIcons"],
      ["icons-points-of-interest", "markerIcons"],
    ]);
    expect(forPro.list.every((p) => p.allowed)).toBe(true);
    expect(forFree.list.map((p) => p.allowed)).toEqual(forPro.list.map(() => false));
    expect(forFree.list.map(({ allowed: _, ...p }) => p)).toEqual(
      forPro.list.map(({ allowed: _, ...p }) => p),
    );
    const arrows = forPro.list.find((p) => p.id === "icons-arrows");
    expect(arrows).toMatchObject({
      names: { en: "Marker icons: Arrows", ko: "마커 아이콘: 화살표" },
      itemCount: 12,
      fileName: "orbis-icons-arrows.zip",
    });
  });

  it("gives a plan with art packages a model pack that unzips into the listed GLB files, README and manifest", async () => {
    const listed = (await apiFor(t, pro).listArtPackages()).list;
    const furniture = listed.find((p) => p.id === "models-furniture");
    const res = await download("models-furniture", pro);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain('filename="orbis-models-furniture.zip"');
    expect(res.rawPayload.length).toBe(furniture?.bytes);
    const files = await unzip(res.rawPayload);
    const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "null") as Manifest;
    expect(manifest).toMatchObject({
      format: "orbis-art-package",
      id: "models-furniture",
      kind: "models",
      licence: "CC0-1.0",
    });
    expect(manifest.files.length).toBe(furniture?.itemCount);
    expect([...files.keys()].sort()).toEqual(
      ["README.txt", "manifest.json", ...manifest.files.map((f) => f.path)].sort(),
    );
    expect(files.get("README.txt")?.toString("utf8")).toContain("CC0 1.0");
    for (const file of manifest.files) {
      const glb = files.get(file.path) as Buffer;
      expect(file.path).toMatch(/\.glb$/);
      expect(glb.subarray(0, 4).toString("latin1"), file.path).toBe("glTF");
      expect(glb.readUInt32LE(4), file.path).toBe(2);
      expect(glb.readUInt32LE(8), file.path).toBe(glb.length);
      expect(file.bytes).toBe(glb.length);
    }
  });

  it("zips the icon sets as twelve 24 × 24 SVGs each, all different", async () => {
    for (const id of ["icons-arrows", "icons-points-of-interest"]) {
      const files = await unzip((await download(id, pro)).rawPayload);
      const manifest = JSON.parse(
        files.get("manifest.json")?.toString("utf8") ?? "null",
      ) as Manifest;
      expect(manifest.files).toHaveLength(12);
      const bodies = new Set<string>();
      for (const file of manifest.files) {
        const svg = files.get(file.path)?.toString("utf8") ?? "";
        expect(file.contentType).toBe("image/svg+xml");
        expect(svg, file.path).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"/,
        );
        expect(svg.trim().endsWith("</svg>"), file.path).toBe(true);
        expect(svg, file.path).toContain(`<title>${file.title}</title>`);
        // Every coordinate the drawing names stays on the 24 × 24 grid.
        for (const [, value] of svg.matchAll(/(?:points|x1|y1|x2|y2|cx|cy)="([^"]*)"/g))
          for (const n of (value ?? "").split(/[ ,]/).map(Number))
            expect(n >= 0 && n <= 24, `${file.path}: ${n}`).toBe(true);
        bodies.add(svg.replace(/<title>.*<\/title>/, ""));
      }
      expect(bodies.size).toBe(12);
    }
  });

  it("answers the same bytes and ETag every time, and 304 to a copy that is current", async () => {
    const first = await download("icons-arrows", pro);
    const second = await download("icons-arrows", pro);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(etag);
    const again = await download("icons-arrows", pro, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("refuses a plan without art packages with 70002 and no bytes, and an unknown package with 404", async () => {
    const refused = await download("icons-arrows", free);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(refused.json()).toMatchObject({ code: 70002 });
    expect(refused.headers["content-disposition"]).toBeUndefined();
    const typed = await refusalOf(
      apiFor(t, free).downloadArtPackage({ params: { id: "models-nature" } }),
    );
    expect([typed.status, typed.code]).toEqual([403, 70002]);
    const unknown = await refusalOf(
      apiFor(t, pro).downloadArtPackage({ params: { id: "models-spaceships" } }),
    );
    expect([unknown.status, unknown.code]).toEqual([404, 10404]);
    expect(unknown.message).toContain("models-spaceships");
    const badId = await refusalOf(apiFor(t, pro).downloadArtPackage({ params: { id: "../x" } }));
    expect(badId.status).toBe(400);
    expect((await refusalOf(apiFor(t).listArtPackages())).status).toBe(401);
  });

  it("documents the download calls in /api/docs", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = [
      "listArtPackages",
      "downloadArtPackage",
      "downloadCli",
    ] as const satisfies readonly (keyof Routes)[];
    const missing = calls.filter((name) => {
      const route = routes[name];
      return doc.paths[routeUrlPath(route)]?.[route.method.toLowerCase()] === undefined;
    });
    expect(missing).toEqual([]);
  });
});
