import type { Config } from "./config";
import type { PanoramaGenerator } from "./infra/ai/panoramaGenerator";
import type { Clock } from "./infra/clock";
import type { Db } from "./infra/db/database";
import type { FileStore } from "./infra/files/fileStore";
import type { JobQueue } from "./infra/jobs/jobQueue";
import type { Mailer } from "./infra/mail/mailer";
import type { SpeechEngine } from "./infra/speech/speechEngine";

/** Everything a module may use, built once at start (see `infra/createDeps`). */
export interface Deps {
  readonly config: Config;
  readonly db: Db;
  readonly files: FileStore;
  readonly jobs: JobQueue;
  readonly mail: Mailer;
  readonly clock: Clock;
  /** Signs tokens. */
  readonly secret: Uint8Array;
  /** Speaks marker texts (local engine or AWS Polly). */
  readonly speech: SpeechEngine;
  /** Paints AI panoramas (the sketch generator, or an image model). */
  readonly panoramas: PanoramaGenerator;
  /** Outgoing HTTP (social providers); injected so a test can count calls. */
  readonly fetch: typeof globalThis.fetch;
}
