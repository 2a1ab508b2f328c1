import { posix } from "node:path";

/*
 * Where a file of server/src stands, by its path alone (posix, relative to server/src). A module
 * is a folder `modules/<name>/`; its doors are `index.ts` (for everything) and `testing.ts` (for
 * other modules' tests: test kits and fixtures).
 */

/** The module a file belongs to, or undefined outside `modules/<name>/` (`modules/index.ts` too). */
export const moduleOf = (path: string): string | undefined => {
  const parts = path.split("/");
  return parts[0] === "modules" && parts.length > 2 ? parts[1] : undefined;
};

/** The module whose door a path names (`modules/tours`, `modules/tours/index.ts`, …/testing.ts). */
export const doorOf = (path: string): string | undefined => {
  const parts = path.split("/");
  if (parts[0] !== "modules" || parts[1] === undefined) return undefined;
  if (parts.length === 2) return parts[1].endsWith(".ts") ? undefined : parts[1];
  const isDoorFile = parts[2] === "index.ts" || parts[2] === "testing.ts";
  return parts.length === 3 && isDoorFile ? parts[1] : undefined;
};

/**
 * Test code, by one convention: a test (`*.test.ts`), a module's door for other modules' tests
 * (`testing.ts`), or any file under a `testing/` folder (the shared kit `testing/`, and a
 * module's own helpers such as `modules/payments/testing/paymentsTestKit.ts`). Test code may run
 * SQL (to set up and to check rows) and may use other modules' `testing.ts`; the server itself
 * may import none of it. A helper named otherwise is product code to this rule.
 */
export const isTestCode = (path: string): boolean => {
  const name = posix.basename(path);
  return (
    name.endsWith(".test.ts") ||
    name === "testing.ts" ||
    path.startsWith("testing/") ||
    path.includes("/testing/")
  );
};

/** Where SQL may be written: a repository file, or the database layer itself (`infra/db/`). */
export const mayQuery = (path: string): boolean =>
  path.endsWith("Repository.ts") || path.startsWith("infra/db/") || isTestCode(path);

/**
 * The file a relative import names, among `known` paths (TypeScript's bundler resolution:
 * `x` is `x.ts`, `x.d.ts` or `x/index.ts`); the bare joined path when none is known, and
 * undefined for a package import.
 */
export const resolveImport = (
  from: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined => {
  if (!specifier.startsWith(".")) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, "");
  const candidates = [base, `${base}.ts`, `${base}.d.ts`, `${base}/index.ts`];
  return candidates.find((candidate) => known.has(candidate)) ?? base;
};

/** How `from` should spell the import of a module's door, e.g. `../tours`. */
export const doorSpecifier = (from: string, module: string): string => {
  const relative = posix.relative(posix.dirname(from), `modules/${module}`);
  return relative.startsWith(".") ? relative : `./${relative}`;
};
