import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { consoleDir, consoleEntry, repoRoot, serverDir, serverEntry } from "./paths";

/*
 * A test that starts the built server must not run an old build: the failure it would show is
 * not the code under test. So the build outputs must exist and be newer than the sources they
 * are built from (tests themselves excluded: editing a test needs no rebuild).
 */

/** A build output and the folders it is built from. */
export interface BuildOutput {
  readonly output: string;
  readonly sources: readonly string[];
}

/** What the server needs at run time: its bundle, core's, and the console it serves. */
export const serverBuildOutputs: readonly BuildOutput[] = [
  { output: join(repoRoot, "core", "dist", "index.js"), sources: [join(repoRoot, "core", "src")] },
  { output: serverEntry, sources: [join(serverDir, "src")] },
  {
    output: consoleEntry,
    sources: [join(consoleDir, "src"), join(consoleDir, "index.html")],
  },
];

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name) || name === "testing";

/** The newest modification time under `path` (a file or folder), tests left out. */
const newestChange = (path: string): number => {
  const info = statSync(path, { throwIfNoEntry: false });
  if (info === undefined) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (isTestFile(entry.name)) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
};

/** What is wrong with the outputs: missing ones and ones older than a source. */
export const buildProblems = (
  outputs: readonly BuildOutput[] = serverBuildOutputs,
): { readonly missing: readonly string[]; readonly stale: readonly string[] } => {
  const missing: string[] = [];
  const stale: string[] = [];
  for (const { output, sources } of outputs) {
    const built = statSync(output, { throwIfNoEntry: false });
    if (built === undefined) missing.push(relative(repoRoot, output));
    else if (Math.max(...sources.map(newestChange)) > built.mtimeMs)
      stale.push(relative(repoRoot, output));
  }
  return { missing, stale };
};

/** The one line that says what to run. */
const HINT = "run `npm run build` (or `npx turbo run build`) at the repository's root";

/**
 * Throws a clear message when a build output is missing or older than its sources; with
 * `allowStale`, an old build only earns a warning (a build that failed for an unrelated
 * package leaves the last good one in place).
 */
export const assertBuilt = (
  outputs: readonly BuildOutput[] = serverBuildOutputs,
  options: { readonly allowStale?: boolean } = {},
): void => {
  const { missing, stale } = buildProblems(outputs);
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(", ")}; ${HINT}`);
  if (stale.length === 0) return;
  const message = `Older than its sources: ${stale.join(", ")}; ${HINT}`;
  if (options.allowStale) console.warn(message);
  else throw new Error(message);
};
