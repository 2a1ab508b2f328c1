import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../config";
import { removeTempFiles } from "./files/localFileStore";

/** What the start-up sweep removed. */
export interface SweptLeftovers {
  readonly files: number;
  readonly bytes: number;
}

const sizeOf = async (path: string): Promise<SweptLeftovers> => {
  const info = await stat(path).catch(() => null);
  if (info === null) return { files: 0, bytes: 0 };
  if (!info.isDirectory()) return { files: 1, bytes: info.size };
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  let bytes = 0;
  let files = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    bytes += (await stat(join(entry.parentPath, entry.name)).catch(() => null))?.size ?? 0;
    files++;
  }
  return { files, bytes };
};

/**
 * Removes what a killed server left behind: everything under `DATA_DIR/tmp` (upload spools,
 * tiling and import work folders) and the temp files of cut-short puts in the local file store.
 * Called at start, before the server listens or runs a job, when nothing of this process can be
 * using them; a DATA_DIR belongs to one server process (as its PGlite database does).
 */
export const sweepLeftovers = async (config: Config): Promise<SweptLeftovers> => {
  const tmp = join(config.dataDir, "tmp");
  let files = 0;
  let bytes = 0;
  for (const name of await readdir(tmp).catch(() => [])) {
    const found = await sizeOf(join(tmp, name));
    await rm(join(tmp, name), { recursive: true, force: true });
    files += found.files;
    bytes += found.bytes;
  }
  if (config.s3 === undefined) {
    const temps = await removeTempFiles(join(config.dataDir, "files"));
    files += temps.files;
    bytes += temps.bytes;
  }
  return { files, bytes };
};
