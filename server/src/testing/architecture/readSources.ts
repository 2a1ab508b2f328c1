import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Source } from "./checkArchitecture";

/** Every TypeScript file under `root`, with paths relative to it in posix form. */
export const readSources = async (root: string): Promise<Source[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => ({
      path: relative(root, file).split(sep).join("/"),
      text: await readFile(file, "utf8"),
    })),
  );
};
