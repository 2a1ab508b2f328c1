import { createWriteStream } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  BACKUP_DATABASE,
  BACKUP_FORMAT,
  BACKUP_MANIFEST,
  type BackupManifest,
} from "@orbis/core/backup";
import yazl from "yazl";
import { serverUsingDataDir } from "../dataDirInUse";
import {
  databaseDir,
  filesDir,
  openEmbedded,
  secretsDir,
  storedFiles,
  tableRowCounts,
} from "./dataFolder";

/** A backup or restore that cannot be done, said in words for the person running it. */
export class BackupError extends Error {}

/** What a backup wrote. */
export interface BackupSummary {
  readonly file: string;
  readonly manifest: BackupManifest;
  readonly archiveBytes: number;
}

/** Refuses a data folder a live server is using: its database files are that server's. */
export const refuseInUse = (dataDir: string) => {
  const pid = serverUsingDataDir(dataDir);
  if (pid !== null)
    throw new BackupError(
      `A server (process ${pid}) is using ${dataDir}. Stop it first (Ctrl-C), then run this again.`,
    );
};

/**
 * Writes a backup of the data folder `dataDir` (embedded defaults: PGlite and local files) to
 * `file`: a consistent snapshot, as no server may be using the folder. Written under a temp name
 * and renamed when complete, so a cut-short backup never looks like a good one.
 */
export const backupDataDir = async (
  dataDir: string,
  file: string,
  onStep: (text: string) => void = () => {},
): Promise<BackupSummary> => {
  refuseInUse(dataDir);
  if ((await stat(join(databaseDir(dataDir), "PG_VERSION")).catch(() => null)) === null)
    throw new BackupError(`${dataDir} holds no Orbis database (no db folder): nothing to back up.`);

  onStep("reading the database…");
  const db = await openEmbedded(databaseDir(dataDir));
  let tables: Record<string, number>;
  let dump: Blob;
  try {
    tables = await tableRowCounts(db);
    dump = await db.dumpDataDir("gzip");
  } finally {
    await db.close();
  }
  const files = await storedFiles(filesDir(dataDir));
  const secrets = (await readdir(secretsDir(dataDir)).catch(() => [] as string[]))
    .filter((name) => !name.endsWith(".tmp"))
    .sort();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    tables,
    files: { count: files.count, bytes: files.bytes },
    secrets,
  };
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  onStep(
    `writing ${Object.keys(tables).length} tables (${rows} rows), ${files.count} files ` +
      `(${(files.bytes / 1e6).toFixed(1)} MB) and the server key…`,
  );

  const partial = `${file}.partial`;
  const zip = new yazl.ZipFile();
  const out = createWriteStream(partial, { mode: 0o600 });
  zip.outputStream.pipe(out);
  const written = new Promise<void>((resolve, reject) => {
    // yazl reports a file it could not read on the ZipFile itself.
    (zip as unknown as NodeJS.EventEmitter).once("error", reject);
    out.once("error", reject);
    out.once("close", resolve);
  });
  try {
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), BACKUP_MANIFEST);
    zip.addBuffer(Buffer.from(await dump.arrayBuffer()), BACKUP_DATABASE, { compress: false });
    for (const name of secrets) zip.addFile(join(secretsDir(dataDir), name), `secrets/${name}`);
    // Images are compressed already; only the small JSON sidecars gain from deflate.
    for (const path of files.paths)
      zip.addFile(join(filesDir(dataDir), path), `files/${path}`, {
        compress: path.endsWith(".json"),
      });
    zip.end();
    await written;
    await rename(partial, file);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return { file, manifest, archiveBytes: (await stat(file)).size };
};
