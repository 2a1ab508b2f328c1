import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { makePanorama, makePanoramas } from "@orbis/testkit/panoramas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZipFile } from "yazl";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * Bulk publishing (dry run, first publication, the FREE plan's one published URL, republishing)
 * and tours in and out: Pannellum JSON, the static site of a published version, a ZIP import.
 */

interface Outcome {
  id: string;
  action: string;
  status: string;
  version: number | null;
  url: string | null;
  note: string | null;
  error: { code: number } | null;
}

let f: CliFixture;
let projectId: string;
const tours: Record<"a" | "b" | "empty", string> = { a: "", b: "", empty: "" };

beforeAll(async () => {
  f = await cliFixture("publish");
  expectExit(await f.signIn(), 0);
  projectId = (await f.api.createProject({ body: { name: "Publishing", kind: "contents" } })).id;
  for (const key of ["a", "b", "empty"] as const)
    tours[key] = (
      await f.api.createProjectTour({ params: { id: projectId }, body: { title: `Tour ${key}` } })
    ).id;
  const [a, b] = await makePanoramas(join(f.configHome, "shots"), 2, 300);
  for (const [key, file] of [
    ["a", a],
    ["b", b],
  ] as const)
    expectExit(await f.orbis(["scenes", "upload", file ?? "", "-t", tours[key], "--wait"]), 0);
});
afterAll(() => f.cleanup());

describe("tours publish", () => {
  it("--dry-run plans the project's tours and publishes nothing", async () => {
    const r = expectExit(
      await f.orbis(["tours", "publish", "-p", projectId, "--all", "--dry-run", "--json"]),
      0,
    );
    const out = r.json<{ dryRun: boolean; tours: Outcome[] }>();
    expect(out.dryRun).toBe(true);
    const byId = new Map(out.tours.map((t) => [t.id, t]));
    expect(byId.get(tours.a)).toMatchObject({ action: "publish", status: "planned" });
    expect(byId.get(tours.b)).toMatchObject({ action: "publish", status: "planned" });
    expect(byId.get(tours.empty)).toMatchObject({ action: "skip", status: "skipped" });
    const history = await f.api.getPublishHistory({ params: { id: tours.a } });
    expect(history).toEqual([]);
  });

  it("publishes by id and prints the public URL, which serves the tour", async () => {
    const r = expectExit(await f.orbis(["tours", "publish", tours.a]), 0);
    const url = /(http:\/\/\S+\/t\/\S+)/.exec(r.stdout)?.[1];
    expect(url).toBeDefined();
    expect(r.stderr).toContain(`published ${tours.a} → ${url}`);
    expect((await fetch(url ?? "")).status).toBe(200);
  });

  it("--unpublished meets the FREE plan's published-URL limit: exit 4 with 70003, the rest reported", async () => {
    const r = expectExit(
      await f.orbis(["tours", "publish", "-p", projectId, "--unpublished", "--json"]),
      4,
    );
    const out = r.json<{ tours: Outcome[]; error: { code: number } }>();
    expect(out.error.code).toBe(70003);
    const byId = new Map(out.tours.map((t) => [t.id, t]));
    expect(byId.has(tours.a)).toBe(false);
    expect(byId.get(tours.b)).toMatchObject({ status: "failed", error: { code: 70003 } });
    expect(byId.get(tours.empty)).toMatchObject({ status: "skipped" });
    expect(r.stderr).toMatch(/^Error 70003: 1 tour\(s\) not published/m);
  });

  it("republishes an online tour as its next version (no new URL needed)", async () => {
    const r = expectExit(await f.orbis(["tours", "publish", tours.a, "--json"]), 0);
    expect(r.json<{ tours: Outcome[] }>().tours).toEqual([
      expect.objectContaining({
        id: tours.a,
        action: "republish",
        status: "published",
        version: 2,
      }),
    ]);
  });

  it("needs ids or --project with a selection (exit 2)", async () => {
    expect(expectExit(await f.orbis(["tours", "publish"]), 2).stderr).toMatch(/^Error 10400: /m);
    expectExit(await f.orbis(["tours", "publish", "-p", projectId]), 2);
  });
});

describe("tours export and import", () => {
  it("exports a tour as Pannellum JSON", async () => {
    const out = join(f.configHome, "a.json");
    const r = expectExit(await f.orbis(["tours", "export", tours.a, "-o", out, "--json"]), 0);
    expect(r.json()).toMatchObject({ tourId: tours.a, format: "pannellum", path: out });
    const doc = JSON.parse(await readFile(out, "utf8")) as {
      default: { firstScene: string };
      scenes: Record<string, { type: string }>;
    };
    expect(Object.keys(doc.scenes)).toContain(doc.default.firstScene);
  });

  it("exports the current published version as a static site ZIP; an unpublished tour says so", async () => {
    const out = join(f.configHome, "site.zip");
    const r = expectExit(
      await f.orbis(["tours", "export", tours.a, "--format", "site", "-o", out, "--json"]),
      0,
    );
    expect(r.json()).toMatchObject({ format: "site", version: 2, path: out });
    expect((await readFile(out)).subarray(0, 2).toString()).toBe("PK");
    const none = expectExit(await f.orbis(["tours", "export", tours.b, "--format", "site"]), 1);
    expect(none.stderr).toContain(`Tour ${tours.b} is not published`);
  });

  it("imports a Pannellum tour ZIP as a new tour of the project", async () => {
    const zipPath = join(f.configHome, "pannellum.zip");
    const image = await makePanorama(join(f.configHome, "hall.jpg"), 400);
    const zip = new ZipFile();
    zip.addBuffer(
      Buffer.from(
        JSON.stringify({
          default: { firstScene: "hall", title: "Imported" },
          scenes: {
            hall: { title: "Hall", type: "equirectangular", panorama: "hall.jpg", hotSpots: [] },
          },
        }),
      ),
      "tour.json",
    );
    zip.addFile(image, "hall.jpg");
    zip.end();
    await finished(zip.outputStream.pipe(createWriteStream(zipPath)));
    // FREE allows five tours per project and three exist: the import makes the fourth.
    const r = expectExit(
      await f.orbis([
        "tours",
        "import",
        zipPath,
        "-p",
        projectId,
        "--title",
        "From Pannellum",
        "--json",
      ]),
      0,
    );
    const result = r.json<{
      tour: { id: string; title: string; projectId: string };
      warnings: string[];
    }>();
    expect(result.tour).toMatchObject({ title: "From Pannellum", projectId });
    expect((await f.api.getTour({ params: { id: result.tour.id } })).scenes).toHaveLength(1);
  });
});
