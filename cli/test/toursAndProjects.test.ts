import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/* Projects and tours, created, listed, copied and deleted through `orbis`, read back as JSON. */

let f: CliFixture;
let projectId: string;

interface TourLine {
  id: string;
  title: string;
  projectId: string;
  sceneCount: number;
  published: boolean;
}

beforeAll(async () => {
  f = await cliFixture("tours");
  expectExit(await f.signIn(), 0);
});
afterAll(() => f.cleanup());

describe("projects", () => {
  it("creates a project and lists it, in a table and in JSON", async () => {
    const created = expectExit(await f.orbis(["projects", "create", "Seoul walks", "--json"]), 0);
    const project = created.json<{ id: string; name: string; kind: string }>();
    expect(project).toMatchObject({ name: "Seoul walks", kind: "contents" });
    projectId = project.id;
    const table = expectExit(await f.orbis(["projects", "list"]), 0);
    expect(table.stdout).toMatch(/^ID\s+NAME\s+KIND\s+TOURS\s+UPDATED$/m);
    expect(table.stdout).toContain("Seoul walks");
    const list = expectExit(await f.orbis(["projects", "list", "--json"]), 0).json<
      { id: string }[]
    >();
    expect(list.map((p) => p.id)).toContain(projectId);
  });

  it("rejects an unknown --kind as a usage error (exit 2), in JSON too", async () => {
    const r = expectExit(await f.orbis(["projects", "create", "X", "--kind", "nope", "--json"]), 2);
    expect(r.json<{ error: { code: number } }>().error.code).toBe(10400);
    expect(r.stderr).toMatch(/^Error 10400: Expected --kind=nope to be one of: contents, hosting/m);
  });
});

describe("tours", () => {
  let tourId: string;
  let copyId: string;

  it("creates tours and lists them with filters", async () => {
    const tour = expectExit(
      await f.orbis(["tours", "create", "Main hall", "-p", projectId, "--json"]),
      0,
    ).json<TourLine>();
    expect(tour).toMatchObject({ title: "Main hall", projectId, sceneCount: 0, published: false });
    tourId = tour.id;
    expectExit(await f.orbis(["tours", "create", "Garden", "--project", projectId]), 0);
    const all = expectExit(await f.orbis(["tours", "list", "-p", projectId, "--json"]), 0).json<
      TourLine[]
    >();
    expect(all.map((t) => t.title)).toEqual(["Main hall", "Garden"]);
    const found = expectExit(
      await f.orbis(["tours", "list", "-p", projectId, "--search", "Gard", "--json"]),
      0,
    );
    expect(found.json<TourLine[]>().map((t) => t.title)).toEqual(["Garden"]);
    const published = expectExit(
      await f.orbis(["tours", "list", "-p", projectId, "--published"]),
      0,
    );
    expect(published.stdout.trim()).toBe("No tours.");
  });

  it("copies a tour into the same project with a title", async () => {
    const copy = expectExit(
      await f.orbis(["tours", "copy", tourId, "--title", "Main hall (copy)", "--json"]),
      0,
    ).json<TourLine>();
    expect(copy).toMatchObject({ title: "Main hall (copy)", projectId, published: false });
    copyId = copy.id;
  });

  it("will not delete without --yes when there is no terminal to confirm on", async () => {
    const r = expectExit(await f.orbis(["tours", "delete", copyId]), 2);
    expect(r.stderr).toContain("Error 10400: Confirming the deletion needs a terminal");
    await expect(f.api.getTour({ params: { id: copyId } })).resolves.toMatchObject({ id: copyId });
  });

  it("deletes with --yes; an unknown id is reported with its code and a non-zero exit", async () => {
    const r = expectExit(
      await f.orbis(["tours", "delete", copyId, "no-such-tour", "--yes", "--json"]),
      1,
    );
    const out = r.json<{
      results: { id: string; deleted: boolean; error?: { code: number } }[];
      error: { code: number };
    }>();
    expect(out.results).toEqual([
      { id: copyId, deleted: true },
      { id: "no-such-tour", deleted: false, error: { code: 10404, message: expect.any(String) } },
    ]);
    expect(out.error.code).toBe(10404);
    expect(r.stderr).toMatch(/^Error 10404: /m);
    await expect(f.api.getTour({ params: { id: copyId } })).rejects.toMatchObject({ code: 10404 });
  });

  it("stops at the plan's tour count with exit 4 (60003)", async () => {
    // FREE allows 5 tours per project; two exist.
    for (const title of ["T3", "T4", "T5"])
      expectExit(await f.orbis(["tours", "create", title, "-p", projectId]), 0);
    const r = expectExit(await f.orbis(["tours", "create", "T6", "-p", projectId]), 4);
    expect(r.stderr).toMatch(/^Error 60003: /m);
  });
});
