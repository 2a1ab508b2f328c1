import { createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import {
  type BackupManifest,
  backupEntryOf,
  parseBackupManifest,
  restoreMismatches,
} from "@orbis/core/backup";
import type { Entry, ZipFile } from "yauzl";
import { openZipFile, readZipDirectory, zipEntryName } from "../zip/zipDirectory";
import { BackupError, refuseInUse } from "./backupDataDir";
import {
  databaseDir,
  filesDir,
  openEmbedded,
  secretsDir,
  storedFiles,
  tableRowCounts,
} from "./dataFolder";

/*
 * Puts a backup back into an empty data folder, then proves it: the restored database's rows per
 * table and the restored files' count and bytes must be the manifest's. Any failure removes what
 * the restore wrote, so a data folder is either fully restored or left as it was (empty).
 */

const streamOf = (zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> =>
  new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

const bufferOf = async (zip: ZipFile, entry: Entry): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await streamOf(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const extract = async (zip: ZipFile, entry: Entry, target: string, mode?: number) => {
  await mkdir(dirname(target), { recursive: true });
  await pipeline(await streamOf(zip, entry), createWriteStream(target, { flags: "wx", mode }));
};

/** Refuses a data folder that already holds a database, files or keys. */
const refuseNonEmpty = async (dataDir: string) => {
  for (const dir of [databaseDir(dataDir), filesDir(dataDir), secretsDir(dataDir)]) {
    const names = await readdir(dir).catch(() => []);
    if (names.length > 0)
      throw new BackupError(
        `${dir} is not empty. Restore into a new data folder (DATA_DIR), or move this one away first.`,
      );
  }
};

/** What a restore put back. */
export interface RestoreSummary {
  readonly manifest: BackupManifest;
}

/** Restores the backup `file` into the data folder `dataDir`, which must hold no data yet. */
export const restoreDataDir = async (
  file: string,
  dataDir: string,
  onStep: (text: string) => void = () => {},
): Promise<RestoreSummary> => {
  refuseInUse(dataDir);
  await refuseNonEmpty(dataDir);
  let zip: ZipFile;
  try {
    zip = await openZipFile(file);
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup (${(error as Error).message}).`);
  }
  const written: string[] = [];
  try {
    const entries = await readZipDirectory(zip).catch((error: unknown) => {
      throw new BackupError(`${file} is damaged or not a backup (${(error as Error).message}).`);
    });
    const placed = entries.map((entry) => ({ entry, place: backupEntryOf(zipEntryName(entry)) }));
    const refused = placed.find((p) => p.place.kind === "refused");
    if (refused?.place.kind === "refused")
      throw new BackupError(`${file} is not a backup Orbis made: ${refused.place.problem}.`);
    const manifestEntry = placed.find((p) => p.place.kind === "manifest")?.entry;
    const databaseEntry = placed.find((p) => p.place.kind === "database")?.entry;
    if (manifestEntry === undefined || databaseEntry === undefined)
      throw new BackupError(`${file} is not a backup Orbis made: it has no manifest or database.`);
    const parsed = parseBackupManifest((await bufferOf(zip, manifestEntry)).toString("utf8"));
    if ("problem" in parsed)
      throw new BackupError(`${file} cannot be restored: ${parsed.problem}.`);
    const { manifest } = parsed;

    onStep(`restoring ${manifest.files.count} files and the server key…`);
    written.push(filesDir(dataDir), secretsDir(dataDir), databaseDir(dataDir));
    await mkdir(filesDir(dataDir), { recursive: true });
    for (const { entry, place } of placed) {
      if (place.kind === "file") await extract(zip, entry, join(filesDir(dataDir), place.path));
      if (place.kind === "secret") {
        await mkdir(secretsDir(dataDir), { recursive: true, mode: 0o700 });
        await extract(zip, entry, join(secretsDir(dataDir), place.name), 0o600);
        await chmod(join(secretsDir(dataDir), place.name), 0o600);
      }
    }

    onStep("restoring the database…");
    const dump = new Blob([new Uint8Array(await bufferOf(zip, databaseEntry))]);
    await mkdir(databaseDir(dataDir), { recursive: true });
    const db = await openEmbedded(databaseDir(dataDir), dump);
    let tables: Record<string, number>;
    try {
      tables = await tableRowCounts(db);
    } finally {
      await db.close();
    }
    const files = await storedFiles(filesDir(dataDir));
    const mismatches = restoreMismatches(manifest, { tables, files });
    if (mismatches.length > 0)
      throw new BackupError(
        `The restore does not match its backup, so it was undone:\n  ${mismatches.join("\n  ")}`,
      );
    return { manifest };
  } catch (error) {
    for (const dir of written) await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    zip.close();
  }
};
