import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandInputs, isPanoramaName, naturalOrder } from "./inputs";

let dir: string;
const names = (files: { path: string }[]) => files.map((f) => f.path.slice(dir.length + 1));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-inputs-"));
  await mkdir(join(dir, "shoot", "day2"), { recursive: true });
  for (const n of ["pano10.jpg", "pano2.JPG", "pano1.webp", "notes.txt", ".hidden.jpg"])
    await writeFile(join(dir, "shoot", n), n);
  await writeFile(join(dir, "shoot", "day2", "pano3.png"), "p3");
  await writeFile(join(dir, "raw.tif"), "tif");
  await symlink(join(dir, "shoot", "pano1.webp"), join(dir, "link.webp"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("expandInputs", () => {
  it("takes a directory's panoramas in natural order, subdirectories with recursive", async () => {
    expect(names(await expandInputs(["shoot"], { cwd: dir }))).toEqual([
      "shoot/pano1.webp",
      "shoot/pano2.JPG",
      "shoot/pano10.jpg",
    ]);
    expect(names(await expandInputs(["shoot"], { cwd: dir, recursive: true }))).toEqual([
      "shoot/day2/pano3.png",
      "shoot/pano1.webp",
      "shoot/pano2.JPG",
      "shoot/pano10.jpg",
    ]);
  });

  it("expands quoted globs to panoramas and takes a named file as it is", async () => {
    expect(names(await expandInputs(["shoot/**/*"], { cwd: dir }))).toEqual([
      "shoot/day2/pano3.png",
      "shoot/pano1.webp",
      "shoot/pano2.JPG",
      "shoot/pano10.jpg",
    ]);
    const [raw] = await expandInputs(["raw.tif"], { cwd: dir });
    expect(raw).toMatchObject({ name: "raw.tif", bytes: 3 });
  });

  it("counts a file named twice (or through a link) once", async () => {
    expect(
      names(await expandInputs(["shoot/pano1.webp", "link.webp", "shoot"], { cwd: dir })),
    ).toEqual(["link.webp", "shoot/pano2.JPG", "shoot/pano10.jpg"]);
  });

  it.each([
    [["missing.jpg"], "missing.jpg: no such file or directory"],
    [["*.gif"], "*.gif: no panorama"],
    [["shoot/day2/none"], "no such file or directory"],
  ])("refuses %j before anything is uploaded", async (inputs, message) => {
    await expect(expandInputs(inputs, { cwd: dir })).rejects.toMatchObject({
      code: 10400,
      exit: 2,
      message: expect.stringContaining(message),
    });
  });
});

describe("name rules", () => {
  it.each([
    ["a.jpg", true],
    ["A.JPEG", true],
    ["x.png", true],
    ["x.webp", true],
    ["x.tif", false],
    [".x.jpg", false],
  ])("%s is a panorama name: %s", (name, yes) => {
    expect(isPanoramaName(name)).toBe(yes);
  });

  it("orders numbers naturally", () => {
    expect(["p10", "p2", "P1"].sort(naturalOrder)).toEqual(["P1", "p2", "p10"]);
  });
});
