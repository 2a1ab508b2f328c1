import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import {
  checkArchitecture,
  formatViolation,
  type Source,
} from "./testing/architecture/checkArchitecture";
import { readSources } from "./testing/architecture/readSources";

const SRC = fileURLToPath(new URL(".", import.meta.url));

/** A small tree of two modules and the app, to plant violations in. */
const tree = (planted: Source): Source[] => [
  { path: "app.ts", text: 'import { registerModules } from "./modules";\n' },
  { path: "modules/index.ts", text: 'export { registerTours } from "./tours";\n' },
  { path: "modules/tours/index.ts", text: 'export { touchTour } from "./tourAccess";\n' },
  { path: "modules/tours/testing.ts", text: 'export { panorama } from "./tiling/testImages";\n' },
  { path: "modules/tours/tourAccess.ts", text: "export const touchTour = () => {};\n" },
  { path: "modules/tours/tiling/testImages.ts", text: "export const panorama = 1;\n" },
  { path: "modules/tours/tourRepository.ts", text: "export const tourRepository = 1;\n" },
  planted,
];

const check = (planted: Source) => checkArchitecture(tree(planted)).map((v) => formatViolation(v));

test("the server's sources keep the module rules", async () => {
  const violations = checkArchitecture(await readSources(SRC));
  expect(violations.map((v) => formatViolation(v))).toEqual([]);
});

describe("deep imports across modules", () => {
  test.each([
    ["modules/interop/importTour.ts", 'import { touchTour } from "../tours/tourAccess";', 1],
    ["modules/interop/importTour.ts", '\nimport type { X } from "../tours/tourAccess";', 2],
    ["modules/interop/importTour.ts", 'export { touchTour } from "../tours/tourAccess";', 1],
    ["modules/interop/importTour.ts", 'const m = () => import("../tours/tourAccess");', 1],
    ["modules/interop/importTour.ts", 'type M = typeof import("../tours/tourAccess");', 1],
    ["modules/interop/files/zip.ts", 'import { x } from "../../tours/tiling/decode";', 1],
    ["modules/interop/import.test.ts", 'import { touchTour } from "../tours/tourAccess";', 1],
    ["app.ts", 'import { touchTour } from "./modules/tours/tourAccess";', 1],
  ])("%s importing %j is refused, naming file and line", (path, text, line) => {
    const found = check({ path, text });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(`^server/src/${path}:${line}: reaches into module "tours"`),
    );
  });

  test("the message names the door to use instead", () => {
    expect(
      check({
        path: "modules/interop/importTour.ts",
        text: 'import { touchTour } from "../tours/tourAccess";',
      }),
    ).toEqual([
      'server/src/modules/interop/importTour.ts:1: reaches into module "tours" ("../tours/tourAccess"): import it through its door "../tours"',
    ]);
  });

  test.each([
    ["modules/interop/importTour.ts", 'import { touchTour } from "../tours";'],
    ["modules/interop/importTour.ts", 'import { touchTour } from "../tours/index";'],
    ["modules/interop/files/zip.ts", 'import { touchTour } from "../../tours";'],
    ["modules/tours/copy.ts", 'import { touchTour } from "./tourAccess";'],
    ["modules/tours/files/upload.ts", 'import { touchTour } from "../tourAccess";'],
    ["modules/interop/import.test.ts", 'import { panorama } from "../tours/testing";'],
    ["modules/interop/testKit.ts", 'import { panorama } from "../tours/testing";'],
    ["testing/tours.ts", 'import { panorama } from "../modules/tours/testing";'],
    ["modules/interop/importTour.ts", 'import { z } from "zod";'],
  ])("%s importing %j passes", (path, text) => {
    expect(check({ path, text })).toEqual([]);
  });

  test("the server's own code may not use a test door or a test kit", () => {
    expect(
      check({
        path: "modules/interop/importTour.ts",
        text: 'import { p } from "../tours/testing";',
      }),
    ).toEqual([
      'server/src/modules/interop/importTour.ts:1: imports test code "../tours/testing": the server\'s own code may not depend on tests',
    ]);
    expect(
      check({ path: "modules/tours/upload.ts", text: 'import { p } from "./tiling/testImages";' }),
    ).toHaveLength(1);
  });

  test("a door names what it lets through: no export *", () => {
    expect(
      check({ path: "modules/interop/index.ts", text: '\nexport * from "./importTour";' }),
    ).toEqual([
      "server/src/modules/interop/index.ts:2: re-exports with export *: name what is exported",
    ]);
  });
});

describe("queries outside repositories", () => {
  const handler = [
    'import type { Kysely } from "kysely";',
    "export const h = async (db: Kysely<unknown>) => {",
    '  return db.selectFrom("tours").selectAll().execute();',
    "};",
  ].join("\n");

  test.each([
    ["selectFrom", handler],
    [
      "insertInto",
      handler.replace('selectFrom("tours").selectAll()', 'insertInto("t").values({})'),
    ],
    ["updateTable", handler.replace('selectFrom("tours").selectAll()', 'updateTable("t").set({})')],
    ["deleteFrom", handler.replace('selectFrom("tours").selectAll()', 'deleteFrom("t")')],
  ])("a handler that runs %s is refused at the query's line", (what, text) => {
    expect(check({ path: "modules/tours/tourHandlers.ts", text })).toEqual([
      `server/src/modules/tours/tourHandlers.ts:3: runs a query (${what}) outside a repository: move it into a *Repository.ts file`,
    ]);
  });

  test("kysely's raw sql outside a repository is refused", () => {
    const text = 'import { type Kysely, sql } from "kysely";\nexport const q = sql`select 1`;';
    expect(check({ path: "app.ts", text })).toEqual([
      "server/src/app.ts:1: imports kysely's raw sql outside a repository: move it into a *Repository.ts file",
    ]);
  });

  test.each([
    ["a repository", "modules/tours/tourRepository.ts", handler],
    ["the database layer", "infra/db/migrate.ts", handler],
    ["a test", "modules/tours/tours.test.ts", handler],
    ["the shared test kit", "testing/tours.ts", handler],
    [
      "a transaction handed to repositories",
      "modules/tours/tourHandlers.ts",
      "export const h = (db) => db.transaction().execute((trx) => tourRepository(trx).touch());",
    ],
    ["a type-only import of sql", "app.ts", 'import { type sql } from "kysely";'],
    ["a comment", "app.ts", '// db.selectFrom("tours") is written in repositories'],
    ["an array's with", "app.ts", "export const a = [1, 2].with(0, 3);"],
  ])("%s passes", (_name, path, text) => {
    expect(check({ path, text })).toEqual([]);
  });
});

describe("planted in a copy of the real sources", () => {
  test("a deep import and a query in real files are both reported", async () => {
    const copy = await mkdtemp(join(tmpdir(), "orbis-architecture-"));
    try {
      await cp(SRC, copy, { recursive: true });
      const file = join(copy, "modules/interop/exportHandlers.ts");
      const text = await readFile(file, "utf8");
      const before = new Set(
        checkArchitecture(await readSources(copy)).map((v) => formatViolation(v)),
      );
      const line = text.split("\n").length;
      await writeFile(
        file,
        `${text}import { projectRepository } from "../projects/projectRepository";\nexport const planted = (db: Db) => db.selectFrom("tours");\n`,
      );
      const planted = checkArchitecture(await readSources(copy)).filter(
        (v) => !before.has(formatViolation(v)),
      );
      expect(planted.map((v) => `${v.path}:${v.line} ${v.rule}`)).toEqual([
        `modules/interop/exportHandlers.ts:${line} deep-import`,
        `modules/interop/exportHandlers.ts:${line + 1} query-outside-repository`,
      ]);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
