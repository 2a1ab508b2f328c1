import { layerOf, type ModuleArrow, moduleLoops } from "./moduleLayers";
import {
  doorOf,
  doorSpecifier,
  isTestCode,
  mayQuery,
  moduleOf,
  resolveImport,
} from "./moduleLayout";
import { sourceFactsOf } from "./sourceFacts";

/** One source file: its path relative to server/src (posix) and its text. */
export interface Source {
  readonly path: string;
  readonly text: string;
}

/** What broke the house rules, and where. */
export interface Violation {
  readonly rule:
    | "deep-import"
    | "test-code-import"
    | "query-outside-repository"
    | "star-export"
    | "upward-import"
    | "unlayered-module"
    | "module-loop"
    | "infra-imports-module";
  readonly path: string;
  readonly line: number;
  readonly message: string;
}

/**
 * The server's module rules (docs/architecture.md#house-style):
 * - another module is reached only through its door, `modules/<name>/index.ts` (or, from test
 *   code, `modules/<name>/testing.ts`); inside a module, files import each other freely;
 * - the server's code imports no test code;
 * - SQL (a Kysely query builder's `selectFrom`, `insertInto`, `updateTable`, `deleteFrom`, … or
 *   kysely's raw `sql` tag) is written only in `*Repository.ts` files, the database layer
 *   (`infra/db/`) and test code; opening a transaction and handing it to repositories is not SQL;
 * - no `export *`, so a door names what it lets through;
 * - a module's own code imports only modules of a lower layer (`moduleLayers.ts`), never
 *   `workflows/`, and no modules import each other in a loop;
 * - `infra/` (the parts every module stands on) imports no module and no workflow: what it needs
 *   from one is handed in by the caller.
 */
export const checkArchitecture = (sources: readonly Source[]): Violation[] => {
  const known = new Set(sources.map((s) => s.path));
  const violations: Violation[] = [];
  const arrows: ModuleArrow[] = [];
  for (const { path, text } of sources) {
    const facts = sourceFactsOf(path, text);
    const own = moduleOf(path);
    const testCode = isTestCode(path);
    for (const { specifier, line } of facts.imports) {
      const target = resolveImport(path, specifier, known);
      if (target === undefined) continue;
      const targetModule = moduleOf(target) ?? doorOf(target);
      if (!testCode && isTestCode(target)) {
        violations.push({
          rule: "test-code-import",
          path,
          line,
          message: `imports test code "${specifier}": the server's own code may not depend on tests`,
        });
      } else if (
        targetModule !== undefined &&
        targetModule !== own &&
        doorOf(target) === undefined
      ) {
        const door = doorSpecifier(path, targetModule);
        const doors = testCode ? `"${door}" or "${door}/testing"` : `"${door}"`;
        violations.push({
          rule: "deep-import",
          path,
          line,
          message: `reaches into module "${targetModule}" ("${specifier}"): import it through its door ${doors}`,
        });
      }
      if (path.startsWith("infra/") && !testCode && reachesAModule(target))
        violations.push({
          rule: "infra-imports-module",
          path,
          line,
          message: `infra imports "${specifier}": infra sits below every module; let the caller hand in what it needs (docs/architecture.md#server-modules)`,
        });
      // A test helper's import is refused above already; the layers are about product code.
      if (own !== undefined && !testCode && !isTestCode(target)) {
        const upward = layerRefusal(own, targetModule, target);
        if (upward !== undefined)
          violations.push({ rule: upward.rule, path, line, message: upward.message });
        if (targetModule !== undefined && targetModule !== own)
          arrows.push({ from: own, to: targetModule, path, line });
      }
    }
    if (!mayQuery(path)) {
      for (const { what, line } of facts.queries) {
        violations.push({
          rule: "query-outside-repository",
          path,
          line,
          message: `${what === "sql" ? "imports kysely's raw sql" : `runs a query (${what})`} outside a repository: move it into a *Repository.ts file`,
        });
      }
    }
    for (const line of facts.starExports) {
      violations.push({
        rule: "star-export",
        path,
        line,
        message: "re-exports with export *: name what is exported",
      });
    }
  }
  for (const loop of moduleLoops(arrows)) {
    const members = new Set(loop);
    const first = arrows.find((a) => members.has(a.from) && members.has(a.to));
    if (first === undefined) continue;
    violations.push({
      rule: "module-loop",
      path: first.path,
      line: first.line,
      message: `modules ${loop.map((m) => `"${m}"`).join(", ")} import each other in a loop: one of them must not need the others (docs/architecture.md#server-modules)`,
    });
  }
  return violations;
};

/** Whether a path is in a module (or its door) or a workflow. */
const reachesAModule = (target: string): boolean =>
  target.startsWith("modules/") || target.startsWith("workflows/");

/** Why `own`'s product code may not import `target` (of module `targetModule`), if it may not. */
const layerRefusal = (
  own: string,
  targetModule: string | undefined,
  target: string,
): Pick<Violation, "rule" | "message"> | undefined => {
  if (target.startsWith("workflows/"))
    return {
      rule: "upward-import",
      message: `imports a workflow ("${target}"): workflows sit above every module, which may not use them`,
    };
  if (targetModule === undefined || targetModule === own) return undefined;
  const from = layerOf(own);
  const to = layerOf(targetModule);
  if (from === undefined || to === undefined) {
    const missing = from === undefined ? own : targetModule;
    return {
      rule: "unlayered-module",
      message: `module "${missing}" has no layer: add it to MODULE_LAYERS (server/src/testing/architecture/moduleLayers.ts) and docs/architecture.md#server-modules`,
    };
  }
  if (to < from) return undefined;
  return {
    rule: "upward-import",
    message: `module "${own}" (layer ${from}) imports module "${targetModule}" (layer ${to}): a module imports only modules of lower layers (docs/architecture.md#server-modules)`,
  };
};

/** A violation as one line an editor can jump to: `path:line: message`. */
export const formatViolation = (v: Violation, root = "server/src"): string =>
  `${root}/${v.path}:${v.line}: ${v.message}`;
