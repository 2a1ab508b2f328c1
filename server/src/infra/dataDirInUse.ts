import { readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/*
 * A running server names itself in `DATA_DIR/server.pid`, so tools that must not touch a data
 * folder in use (backup, restore: PGlite's files belong to one process) can tell. A server killed
 * outright leaves the file behind; its process id then names no live process and is ignored.
 */

const pidFile = (dataDir: string) => join(dataDir, "server.pid");

/** Writes the server's process id into `dataDir`; the returned function removes it again. */
export const markDataDirInUse = async (dataDir: string): Promise<() => Promise<void>> => {
  await mkdir(dataDir, { recursive: true });
  await writeFile(pidFile(dataDir), `${process.pid}\n`);
  return () => rm(pidFile(dataDir), { force: true });
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The process id of a live server using `dataDir`, or null when none is. */
export const serverUsingDataDir = (dataDir: string): number | null => {
  let text: string;
  try {
    text = readFileSync(pidFile(dataDir), "utf8");
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
};
