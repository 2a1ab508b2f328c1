import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mailsTo as mailsInBox } from "@orbis/testkit/mailbox";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Deps } from "../deps";
import { createSketchGenerator } from "../infra/ai/sketchGenerator";
import type { Db } from "../infra/db/database";
import { createLocalFileStore } from "../infra/files/localFileStore";
import { createInProcessQueue } from "../infra/jobs/inProcessQueue";
import { createFileMailer } from "../infra/mail/fileMailer";
import { withoutStudentMail } from "../infra/mail/studentMailGuard";
import { createLocalSpeechEngine } from "../infra/speech/localSpeechEngine";
import { openTestDb, type TestEngine } from "./testDb";

/** A parsed mail from the test server's mail folder. */
export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A server built for one test file, on a fresh database and a temp data dir. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly deps: Deps;
  /** Moves the server's clock forward. */
  readonly advance: (ms: number) => void;
  /** Mails sent to an address, oldest first. */
  readonly mailsTo: (address: string) => Promise<ReceivedMail[]>;
  /** `inject` that parses the JSON answer. */
  readonly call: (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse & { json: () => unknown }>;
  readonly close: () => Promise<void>;
}

/** Options of {@link startTestApp}. */
export interface TestAppOptions {
  /** Extra environment for the config (e.g. social provider endpoints). */
  readonly env?: Readonly<Record<string, string>>;
  /** The data folder (left in place at close); a fresh temp folder, removed at close, if not. */
  readonly dataDir?: string;
  /** Outgoing HTTP for social providers; the real fetch by default. */
  readonly fetch?: typeof globalThis.fetch;
  readonly deps?: Partial<Deps>;
  /** Receives every log line (with `LOG_LEVEL` in `env`; the log is silent otherwise). */
  readonly logStream?: { write: (line: string) => void };
  /**
   * Runs the jobs on BullMQ at this Redis (under a prefix of the app's own, removed at close)
   * instead of in the process.
   */
  readonly redisUrl?: string;
}

/** The app's job queue: in the process, or on BullMQ with its own prefix and a way to clear it. */
const queueFor = async (db: Db, redisUrl: string | undefined) => {
  if (redisUrl === undefined)
    return {
      jobs: createInProcessQueue(db.kysely, { onFailure: () => {} }),
      clear: async () => {},
    };
  const { createBullQueue } = await import("../infra/jobs/bullQueue");
  const { Redis } = await import("ioredis");
  const prefix = `orbis-test-${randomBytes(6).toString("hex")}`;
  return {
    jobs: createBullQueue(redisUrl, { db: db.kysely, prefix, onFailure: () => {} }),
    clear: async () => {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
};

/** One local speech engine per test worker: its WASM is compiled once. */
const sharedSpeech = createLocalSpeechEngine();

/** Builds the real server for a test file: nothing is mocked, only the clock is movable. */
export const startTestApp = async (
  engine: TestEngine,
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "orbis-app-")));
  // Rate limits are off unless a test turns them on: one file makes many calls from one address.
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT: "false",
    ...options.env,
  });
  let offset = 0;
  const db = await openTestDb(engine);
  const queue = await queueFor(db, options.redisUrl);
  const deps: Deps = {
    config,
    db,
    files: createLocalFileStore(join(dataDir, "files")),
    jobs: queue.jobs,
    // Guarded as in production, so a test sees that no student is ever mailed.
    mail: withoutStudentMail(
      createFileMailer(join(dataDir, "mail"), config.mailFrom, () => {}),
      () => {},
    ),
    clock: () => new Date(Date.now() + offset),
    secret: randomBytes(32),
    speech: sharedSpeech,
    panoramas: createSketchGenerator(),
    fetch: options.fetch ?? globalThis.fetch,
    ...options.deps,
  };
  const app = await buildApp(
    deps,
    options.logStream === undefined ? {} : { logStream: options.logStream },
  );
  await app.ready();
  await deps.jobs.start();

  const mailsTo = async (address: string): Promise<ReceivedMail[]> =>
    (await mailsInBox(dataDir, address)).reverse().map(({ parsed }) => ({
      to: address,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    }));

  return {
    app,
    deps,
    advance: (ms) => {
      offset += ms;
    },
    mailsTo,
    call: async (opts) => {
      const response = await app.inject(opts);
      return Object.assign(response, { json: () => JSON.parse(response.body) as unknown });
    },
    close: async () => {
      await deps.jobs.close();
      await queue.clear();
      await app.close();
      await db.close();
      // A data folder the test made is the test's to remove (it may be a mount point).
      if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
};
