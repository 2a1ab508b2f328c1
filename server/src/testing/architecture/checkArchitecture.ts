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
  readonly rule: "deep-import" | "test-code-import" | "query-outside-repository" | "star-export";
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
 * - no `export *`, so a door names what it lets through.
 */
export const checkArchitecture = (sources: readonly Source[]): Violation[] => {
  const known = new Set(sources.map((s) => s.path));
  const violations: Violation[] = [];
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
  return violations;
};

/** A violation as one line an editor can jump to: `path:line: message`. */
export const formatViolation = (v: Violation, root = "server/src"): string =>
  `${root}/${v.path}:${v.line}: ${v.message}`;
