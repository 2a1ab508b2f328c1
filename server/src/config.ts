import { resolve } from "node:path";
import { z } from "zod";
import { type ImageModelConfig, imageModelConfigFromEnv } from "./infra/ai/imageModelConfig";
import { type PortOneOptions, portoneOptionsFromEnv } from "./infra/payments/portoneOptions";
import { type SpeechConfig, speechConfigFromEnv } from "./infra/speech/speechConfig";
import {
  type StreetViewConfig,
  streetViewConfigFromEnv,
} from "./infra/streetView/streetViewConfig";

/*
 * Configuration comes from the environment only. Every value has a default that runs Orbis on
 * one machine with nothing installed (docs/architecture.md#parts-that-must-be-real); setting DATABASE_URL, REDIS_URL, S3_* or
 * SMTP_URL moves that part to its scale-out service, and PORTONE_* puts PortOne in the built-in
 * payment sandbox's place.
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const socialProviderEnv = (prefix: string) => ({
  [`${prefix}_CLIENT_ID`]: optionalText,
  [`${prefix}_CLIENT_SECRET`]: optionalText,
  [`${prefix}_API_URL`]: optionalText,
  [`${prefix}_TOKEN_URL`]: optionalText,
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  /** The address users reach Orbis at; links in mails point there. */
  PUBLIC_URL: optionalText,
  DATA_DIR: z.string().default("./data"),
  /** The console's build folder; `dist` of the installed `@orbis/console` when absent. */
  CONSOLE_DIR: optionalText,
  /** The CLI package the plugin tarball is packed from; `@orbis/cli` when absent. */
  CLI_DIR: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  /** `false`: this process serves requests only; jobs and scheduled rounds run on the others. */
  JOB_WORKERS: z.enum(["true", "false"]).default("true"),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Orbis <no-reply@orbis.local>"),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText,
  /** Signs access and refresh tokens; generated and kept in DATA_DIR when absent. */
  JWT_SECRET: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `false` turns request rate limits off (benchmarks); on by default. */
  RATE_LIMIT: z.enum(["true", "false"]).default("true"),
  /** Test only: holds each upload this long between its commit and its tiling's dispatch. */
  ORBIS_TEST_PAUSE_AFTER_COMMIT_MS: z.coerce.number().int().min(1).max(600_000).optional(),
  ...socialProviderEnv("KAKAO"),
  ...socialProviderEnv("NAVER"),
  ...socialProviderEnv("GOOGLE"),
  ...socialProviderEnv("FACEBOOK"),
});

/** A social provider's client registration and endpoints. */
export interface SocialProviderConfig {
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** Base of the provider's user-info API; the provider's public one when absent. */
  readonly apiUrl?: string;
  /** The provider's token endpoint; the provider's public one when absent. */
  readonly tokenUrl?: string;
}

/** S3-compatible object storage, used for files when a bucket is configured. */
export interface S3Config {
  readonly bucket: string;
  readonly region: string;
  readonly endpoint?: string;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly forcePathStyle: boolean;
}

/** The server's whole configuration. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly dataDir: string;
  /** Where the console's build is served from; found through `@orbis/console` when absent. */
  readonly consoleDir?: string;
  /** The CLI package (`cli/`) the plugin tarball is packed from; found through `@orbis/cli` when absent. */
  readonly cliDir?: string;
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  /**
   * Whether this process runs jobs (tiling, mail, voices) and scheduled rounds (billing,
   * statistics). Off, it only serves requests and queues jobs for the processes that run them:
   * a web tier apart from the tiling machines. Needs Redis, where the others take the jobs.
   */
  readonly jobWorkers: boolean;
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  readonly s3?: S3Config;
  readonly jwtSecret?: string;
  readonly logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  readonly rateLimit: boolean;
  readonly social: Readonly<
    Record<"kakao" | "naver" | "google" | "facebook", SocialProviderConfig>
  >;
  /** The marker voice engine: the local one, or AWS Polly when `POLLY_REGION` is set. */
  readonly speech: SpeechConfig;
  /** What paints AI panoramas: the embedded sketch generator, or an image model (`AI_IMAGE_API`). */
  readonly aiImages: ImageModelConfig;
  /** PortOne, when `PORTONE_API_SECRET` and its companions are set; the built-in sandbox otherwise. */
  readonly portone?: PortOneOptions;
  /** Google's Street View Publish API, when the Google client is set (`GOOGLE_CLIENT_ID`). */
  readonly streetView?: StreetViewConfig;
  /**
   * Test only (`ORBIS_TEST_PAUSE_AFTER_COMMIT_MS`): an upload waits this long after its scenes
   * and their jobs are committed, before it dispatches them, so a crash test can kill the server
   * in that window. Never set in production.
   */
  readonly testPauseAfterCommitMs?: number;
}

/** Names the variable and the rule when the environment is wrong, so the operator can fix it. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const providerOf = (
  env: Record<string, string | undefined>,
  prefix: string,
): SocialProviderConfig => ({
  clientId: env[`${prefix}_CLIENT_ID`],
  clientSecret: env[`${prefix}_CLIENT_SECRET`],
  apiUrl: env[`${prefix}_API_URL`],
  tokenUrl: env[`${prefix}_TOKEN_URL`],
});

/** A part of the configuration read by its own parser, whose complaint becomes a ConfigError. */
const partOf = <T>(read: () => T): T => {
  try {
    return read();
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
};

/** Reads the configuration from an environment (usually `process.env`). */
export const loadConfig = (env: Readonly<Record<string, string | undefined>>): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.JOB_WORKERS === "false" && e.REDIS_URL === undefined)
    throw new ConfigError(
      "JOB_WORKERS=false needs REDIS_URL: without Redis the jobs this process queues would run nowhere",
    );
  const speech = partOf(() => speechConfigFromEnv(env));
  const aiImages = partOf(() => imageModelConfigFromEnv(env));
  const portone = partOf(() => portoneOptionsFromEnv(env));
  const streetView = partOf(() => streetViewConfigFromEnv(env));
  const flat = e as unknown as Record<string, string | undefined>;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir: resolve(e.DATA_DIR),
    consoleDir: e.CONSOLE_DIR === undefined ? undefined : resolve(e.CONSOLE_DIR),
    cliDir: e.CLI_DIR === undefined ? undefined : resolve(e.CLI_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jobWorkers: e.JOB_WORKERS === "true",
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? "us-east-1",
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "true" || e.S3_ENDPOINT !== undefined,
          },
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT === "true",
    testPauseAfterCommitMs: e.ORBIS_TEST_PAUSE_AFTER_COMMIT_MS,
    social: {
      kakao: providerOf(flat, "KAKAO"),
      naver: providerOf(flat, "NAVER"),
      google: providerOf(flat, "GOOGLE"),
      facebook: providerOf(flat, "FACEBOOK"),
    },
    speech,
    aiImages,
    portone,
    streetView,
  };
};
