import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { Deps } from "../deps";
import { seedCatalogue } from "../seed";
import { panoramaGeneratorFor } from "./ai/imageModelConfig";
import { systemClock } from "./clock";
import { type Db, dbLocationOf, openDb } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import type { FileStore } from "./files/fileStore";
import { createLocalFileStore } from "./files/localFileStore";
import { createInProcessQueue, type JobQueueEvents } from "./jobs/inProcessQueue";
import type { JobQueue } from "./jobs/jobQueue";
import { createFileMailer } from "./mail/fileMailer";
import type { Mailer } from "./mail/mailer";
import { withoutStudentMail } from "./mail/studentMailGuard";
import { loadTokenSecret } from "./secrets";
import { speechEngineFor } from "./speech/speechConfig";
import { sweepLeftovers } from "./sweepLeftovers";

/** The logger the adapters write to: the calls pino (and Fastify's logger) offer. */
export interface InfraLog {
  readonly info: (obj: object, msg: string) => void;
  readonly warn: (obj: object, msg: string) => void;
  readonly error: (obj: object, msg: string) => void;
}

/*
 * The adapters of the shared services (S3, BullMQ, SMTP, Polly, PostgreSQL's driver) are imported
 * only when the config names their service: their SDKs cost about a second of CPU to load, which
 * a server on embedded defaults (and every test server) spent at each start for nothing.
 */

const filesOf = async (config: Config): Promise<FileStore> => {
  if (config.s3 === undefined) return createLocalFileStore(join(config.dataDir, "files"));
  const { createS3FileStore } = await import("./files/s3FileStore");
  return createS3FileStore(config.s3);
};

const jobsOf = async (config: Config, log: InfraLog, db: Db): Promise<JobQueue> => {
  const events: JobQueueEvents = {
    onFailure: (job, id, error) => log.error({ job, id, err: error }, "job failed for good"),
    onError: (err) => log.warn({ err }, "job queue error"),
    onResume: (jobs) => log.info({ jobs }, "running the jobs an earlier run left unfinished"),
  };
  if (config.redisUrl === undefined) return createInProcessQueue(db.kysely, events);
  const { createBullQueue } = await import("./jobs/bullQueue");
  return createBullQueue(config.redisUrl, { db: db.kysely, ...events });
};

const mailOf = async (config: Config, log: InfraLog): Promise<Mailer> => {
  const mailer =
    config.smtpUrl === undefined
      ? createFileMailer(join(config.dataDir, "mail"), config.mailFrom, (info) =>
          log.info(info, "mail written"),
        )
      : (await import("./mail/smtpMailer")).createSmtpMailer(config.smtpUrl, config.mailFrom, log);
  return withoutStudentMail(mailer, (info) =>
    log.info(info, "mail to a student's reserved address kept back"),
  );
};

/**
 * Writes the files the seeded catalogue rows point to (the model catalogue, image presets). The
 * modules own them, and infra imports no module: the caller hands this in.
 */
export type SeedFiles = (db: Kysely<Database>, files: FileStore) => Promise<void>;

/**
 * Builds what the modules use, each part chosen by the config (docs/architecture.md#parts-that-must-be-real): PGlite under
 * `DATA_DIR/db` or PostgreSQL, a directory or S3, the in-process queue or BullMQ, `.eml` files or
 * SMTP. The database is migrated, the catalogue seeded and an earlier run's temp files removed
 * before this returns. Handlers are registered on `jobs` afterwards, and the caller starts it.
 */
export const createDeps = async (
  config: Config,
  log: InfraLog,
  seedFiles: SeedFiles,
): Promise<Deps> => {
  // The secret first: a bad JWT_SECRET should stop the start before anything is opened.
  const secret = await loadTokenSecret(config);
  const db = await openDb(dbLocationOf(config));
  const files = await filesOf(config);
  try {
    const applied = await migrateToLatest(db.kysely as unknown as Kysely<unknown>);
    if (applied.length > 0) log.info({ migrations: applied }, "database migrated");
    await seedCatalogue(db.kysely);
    // The model catalogue and image presets are files as well as rows.
    await seedFiles(db.kysely, files);
    // Before anything listens or runs: what a killed run left is nobody's now.
    const swept = await sweepLeftovers(config);
    if (swept.files > 0) log.info(swept, "removed the temp files an earlier run left");
  } catch (error) {
    await db.close();
    throw error;
  }
  log.info(
    {
      db: db.engine,
      files: config.s3 === undefined ? "local" : "s3",
      jobs: config.redisUrl === undefined ? "in-process" : "bullmq",
      mail: config.smtpUrl === undefined ? "files" : "smtp",
      ai: config.aiImages.api,
    },
    "infrastructure ready",
  );
  return {
    config,
    db,
    files,
    jobs: await jobsOf(config, log, db),
    mail: await mailOf(config, log),
    clock: systemClock,
    secret,
    speech: await speechEngineFor(config.speech),
    panoramas: await panoramaGeneratorFor(config.aiImages),
    fetch: globalThis.fetch,
  };
};

/**
 * Closes what {@link createDeps} opened: the queue first (it waits for running jobs, which may
 * still send mail and write rows), then the mailer, then the database. Every part is closed even
 * when one fails; the failures are thrown together afterwards.
 */
export const closeDeps = async (deps: Pick<Deps, "jobs" | "mail" | "db">): Promise<void> => {
  const errors: unknown[] = [];
  const steps = [() => deps.jobs.close(), () => deps.mail.close(), () => deps.db.close()];
  for (const close of steps) {
    await close().catch((error: unknown) => errors.push(error));
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, "Closing the server's services failed");
};
