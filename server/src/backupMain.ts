import { resolve } from "node:path";
import { backupFileName } from "@orbis/core/backup";
import { BackupError, backupDataDir } from "./infra/backup/backupDataDir";
import { restoreDataDir } from "./infra/backup/restoreDataDir";

/*
 * `npm run backup [-- file.zip]` and `npm run restore -- file.zip`: a data folder on the embedded
 * defaults (DATA_DIR, `./data` unless set) to one ZIP and back, with the server stopped. The
 * scaled setup (PostgreSQL, S3) is backed up with those services' own tools: docs/operations.md.
 */

const USAGE = `Usage:
  npm run backup [-- <file.zip>]    back up DATA_DIR (default ./data) into <file.zip>
  npm run restore -- <file.zip>     restore <file.zip> into DATA_DIR, which must hold no data yet
Stop the server first: a data folder in use is refused.`;

const main = async (): Promise<number> => {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || rest.length > 0 || file === "--help") {
    console.log(USAGE);
    return command === "--help" || file === "--help" ? 0 : 1;
  }
  const dataDir = resolve(process.env.DATA_DIR || "./data");
  const external = [
    process.env.DATABASE_URL ? "DATABASE_URL" : null,
    process.env.S3_BUCKET ? "S3_BUCKET" : null,
  ].filter((name) => name !== null);
  if (external.length > 0) {
    console.error(
      `${external.join(" and ")} ${external.length > 1 ? "are" : "is"} set: that data lives in ` +
        "PostgreSQL or S3, not in DATA_DIR. Back it up with pg_dump and a bucket copy " +
        '(docs/operations.md, "Backups").',
    );
    return 1;
  }
  const step = (text: string) => console.log(`· ${text}`);
  if (command === "backup") {
    const target = resolve(file ?? backupFileName(new Date()));
    console.log(`Backing up ${dataDir} to ${target}`);
    const summary = await backupDataDir(dataDir, target, step);
    console.log(
      `Done: ${(summary.archiveBytes / 1e6).toFixed(1)} MB. It holds the server key: keep it as safe as the data.`,
    );
    return 0;
  }
  if (file === undefined) {
    console.log(USAGE);
    return 1;
  }
  console.log(`Restoring ${resolve(file)} into ${dataDir}`);
  const { manifest } = await restoreDataDir(resolve(file), dataDir, step);
  console.log(
    `Done: the backup of ${manifest.createdAt} is back, every table's rows and every file checked. Start the server with DATA_DIR=${dataDir}.`,
  );
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
