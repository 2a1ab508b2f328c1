import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/*
 * Which calls of the one route table a client of Orbis makes. A served call nobody can reach is a
 * feature nobody can find: either a client makes it, or docs/decisions.md says why none does.
 */

/** The folders whose sources are Orbis's clients: the console, the command line, the viewer. */
export const clientFolders = ["console/src", "cli/src", "viewer/src"] as const;

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** Every source file under a folder, tests and `testing/` helpers left out: they are not clients. */
export function clientSources(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "testing" && entry.name !== "node_modules") walk(path);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        found.push(path);
      }
    }
  };
  walk(join(root, folder));
  return found.map((path) => relative(root, path));
}

/**
 * The route names a text calls: `api.name(`, `.name(`, or the name quoted (a table of calls).
 * A name counts only as a whole word after a dot, a quote or a backtick.
 */
export function callsNamedIn(text: string, names: readonly string[]): Set<string> {
  const made = new Set<string>();
  for (const name of names) {
    if (new RegExp(`[.'"\`]${name}\\b`).test(text)) made.add(name);
  }
  return made;
}

/**
 * The calls `docs/decisions.md` lists under its "Calls no client makes" heading: every
 * backticked route name on the section's bullets, up to the next heading.
 */
export function callsExplainedIn(decisions: string): Set<string> {
  const explained = new Set<string>();
  const start = decisions.indexOf("\n## Calls no client makes");
  if (start < 0) return explained;
  const rest = decisions.slice(start + 1);
  const next = rest.indexOf("\n## ", 3);
  const section = next < 0 ? rest : rest.slice(0, next);
  for (const bullet of section.split("\n- ").slice(1)) {
    const reason = bullet.split(":")[0] ?? "";
    for (const match of reason.matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)) {
      if (match[1]) explained.add(match[1]);
    }
  }
  return explained;
}

/**
 * What the audit finds: served calls no client makes and no decision explains, explained calls a
 * client makes after all, and explained names that are no served call.
 */
export interface CallsAudit {
  unexplained: string[];
  explainedButMade: string[];
  unknownExplained: string[];
}

/** Weighs the served calls' names against the clients' sources and the decisions' section. */
export function auditCalls(root: string, names: readonly string[]): CallsAudit {
  const text = clientFolders
    .flatMap((folder) => clientSources(root, folder))
    .map((file) => readFileSync(join(root, file), "utf8"))
    .join("\n");
  const made = callsNamedIn(text, names);
  const explained = callsExplainedIn(readFileSync(join(root, "docs", "decisions.md"), "utf8"));
  return {
    unexplained: names.filter((name) => !made.has(name) && !explained.has(name)),
    explainedButMade: names.filter((name) => made.has(name) && explained.has(name)),
    unknownExplained: [...explained].filter((name) => !names.includes(name)),
  };
}
