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
import { moduleLoops } from "./testing/architecture/moduleLayers";
import { isTestCode } from "./testing/architecture/moduleLayout";
import { readSources } from "./testing/architecture/readSources";

const SRC = fileURLToPath(new URL(".", import.meta.url));

/** A small tree of two modules and the app, to plant violations in. */
const tree = (planted: Source): Source[] => [
  { path: "app.ts", text: 'import { registerModules } from "./modules";\n' },
  { path: "modules/index.ts", text: 'export { registerTours } from "./tours";\n' },
  { path: "modules/tours/index.ts", text: 'export { touchTour } from "./tourAccess";\n' },
  {
    path: "modules/tours/testing.ts",
    text: 'export { panorama } from "./tiling/testing/testImages";\n',
  },
  { path: "modules/tours/tourAccess.ts", text: "export const touchTour = () => {};\n" },
  { path: "modules/tours/tiling/testing/testImages.ts", text: "export const panorama = 1;\n" },
  { path: "modules/tours/tourRepository.ts", text: "export const tourRepository = 1;\n" },
  planted,
];

const check = (planted: Source, ...more: Source[]) =>
  checkArchitecture([...tree(planted), ...more]).map((v) => formatViolation(v));

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
    ["modules/interop/testing/testKit.ts", 'import { panorama } from "../../tours/testing";'],
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
      check({
        path: "modules/tours/upload.ts",
        text: 'import { p } from "./tiling/testing/testImages";',
      }),
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

describe("test helpers", () => {
  test.each([
    ["a test", "modules/tours/upload.test.ts"],
    ["a module's test door", "modules/tours/testing.ts"],
    ["a helper in a testing/ folder", "modules/tours/files/testing/uploadKit.ts"],
    ["the shared kit", "testing/users.ts"],
  ])("%s is test code", (_name, path) => {
    expect(isTestCode(path)).toBe(true);
  });

  test.each([
    ["modules/payments/paymentsTestKit.ts"],
    ["modules/edu/eduTestRepository.ts"],
    ["modules/payments/providers/portone/portoneTestServer.ts"],
    ["modules/publishing/browserFixture.ts"],
  ])("%s, named like a helper outside testing/, is product code to the rules", (path) => {
    expect(isTestCode(path)).toBe(false);
  });
});

describe("layers between modules", () => {
  test("a module importing a module of a higher layer is refused", () => {
    expect(
      check({ path: "modules/tours/copy.ts", text: 'import { x } from "../interop";' }),
    ).toEqual([
      'server/src/modules/tours/copy.ts:1: module "tours" (layer 8) imports module "interop" (layer 11): a module imports only modules of lower layers (docs/architecture.md#server-modules)',
    ]);
  });

  test("modules of one layer may not import each other", () => {
    expect(
      check({ path: "modules/sharing/views.ts", text: 'import { x } from "../interop";' }),
    ).toEqual([
      'server/src/modules/sharing/views.ts:1: module "sharing" (layer 11) imports module "interop" (layer 11): a module imports only modules of lower layers (docs/architecture.md#server-modules)',
    ]);
  });

  test("a module importing a workflow is refused", () => {
    const found = check(
      { path: "modules/tours/copy.ts", text: 'import { w } from "../../workflows/deleteAccount";' },
      { path: "workflows/deleteAccount.ts", text: "export const w = 1;\n" },
    );
    expect(found).toEqual([
      'server/src/modules/tours/copy.ts:1: imports a workflow ("workflows/deleteAccount.ts"): workflows sit above every module, which may not use them',
    ]);
  });

  test("a module the layer table does not name is refused", () => {
    expect(
      check({ path: "modules/gallery/views.ts", text: 'import { touchTour } from "../tours";' }),
    ).toEqual([
      'server/src/modules/gallery/views.ts:1: module "gallery" has no layer: add it to MODULE_LAYERS (server/src/testing/architecture/moduleLayers.ts) and docs/architecture.md#server-modules',
    ]);
  });

  test.each([
    ["a lower layer", "modules/interop/importTour.ts", 'import { touchTour } from "../tours";'],
    ["from a workflow", "workflows/copyTour.ts", 'import { touchTour } from "../modules/tours";'],
    ["from a test", "modules/storage/ledger.test.ts", 'import { touchTour } from "../tours";'],
  ])("%s passes", (_name, path, text) => {
    expect(check({ path, text })).toEqual([]);
  });

  test("two modules importing each other are reported as a loop", () => {
    const found = checkArchitecture([
      ...tree({ path: "modules/interop/importTour.ts", text: 'import { t } from "../tours";' }),
      { path: "modules/tours/copy.ts", text: 'import { i } from "../interop";' },
    ]).filter((v) => v.rule === "module-loop");
    expect(found.map((v) => formatViolation(v))).toEqual([
      'server/src/modules/interop/importTour.ts:1: modules "interop", "tours" import each other in a loop: one of them must not need the others (docs/architecture.md#server-modules)',
    ]);
  });

  test("loops are found however long, and only loops", () => {
    const arrow = (from: string, to: string) => ({ from, to, path: `${from}.ts`, line: 1 });
    expect(
      moduleLoops([arrow("a", "b"), arrow("b", "c"), arrow("c", "a"), arrow("c", "d")]),
    ).toEqual([["a", "b", "c"]]);
    expect(moduleLoops([arrow("a", "b"), arrow("b", "c"), arrow("a", "c")])).toEqual([]);
  });
});

describe("infra below the modules", () => {
  test.each([
    ["a module's door", "infra/seedFiles.ts", 'import { m } from "../modules/tours";'],
    ["a workflow", "infra/jobs/cleanup.ts", 'import { w } from "../../workflows/deleteAccount";'],
  ])("infra importing %s is refused", (_name, path, text) => {
    const found = check(
      { path, text },
      { path: "workflows/deleteAccount.ts", text: "export const w = 1;\n" },
    ).filter((line) => line.includes("infra imports"));
    expect(found).toEqual([
      `server/src/${path}:1: infra imports "${text.split('"')[1]}": infra sits below every module; let the caller hand in what it needs (docs/architecture.md#server-modules)`,
    ]);
  });

  test("infra's own imports and its tests pass", () => {
    expect(check({ path: "infra/jobs/queue.ts", text: 'import { c } from "../clock";' })).toEqual(
      [],
    );
    expect(
      check({ path: "infra/createDeps.test.ts", text: 'import { m } from "../modules/tours";' }),
    ).toEqual([]);
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
  test("an upward import making a loop, and a test helper in product code, are reported", async () => {
    const copy = await mkdtemp(join(tmpdir(), "orbis-architecture-"));
    try {
      await cp(SRC, copy, { recursive: true });
      const file = join(copy, "modules/tours/index.ts");
      const text = await readFile(file, "utf8");
      const line = text.split("\n").length;
      await writeFile(
        file,
        `${text}export { planted } from "../interop";\nexport { kit } from "../payments/testing/paymentsTestKit";\n`,
      );
      const found = checkArchitecture(await readSources(copy));
      const placed = found.filter((v) => v.rule !== "module-loop");
      expect(placed.map((v) => `${v.path}:${v.line} ${v.rule}`)).toEqual([
        `modules/tours/index.ts:${line} upward-import`,
        `modules/tours/index.ts:${line + 1} test-code-import`,
      ]);
      // interop already imports tours: the planted arrow back closes a loop.
      expect(found.filter((v) => v.rule === "module-loop")).toHaveLength(1);
      expect(found.find((v) => v.rule === "module-loop")?.message).toMatch(/"interop".*"tours"/);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

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
