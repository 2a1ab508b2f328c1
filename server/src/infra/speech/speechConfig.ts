import { z } from "zod";
import { createLocalSpeechEngine } from "./localSpeechEngine";
import type { SpeechEngine } from "./speechEngine";

/*
 * The speech part of the configuration, kept here until it joins server/src/config.ts. Only the
 * Polly switches are read: the AWS_* credentials are left to the SDK, which also finds profiles
 * and IAM roles that no variable names.
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const speechEnvSchema = z
  .object({
    /** Turns Polly on, in this AWS region (`ap-northeast-2`). */
    POLLY_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, "an AWS region such as ap-northeast-2")
        .optional(),
    ),
    /** Another address for Polly: tests, VPC endpoints, proxies. */
    POLLY_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  .refine((env) => env.POLLY_ENDPOINT === undefined || env.POLLY_REGION !== undefined, {
    message: "POLLY_ENDPOINT needs POLLY_REGION, which requests are signed for",
    path: ["POLLY_REGION"],
  });

/** Which speech engine runs, and how Polly is reached when it is Polly. */
export type SpeechConfig =
  | { readonly engine: "local" }
  | { readonly engine: "polly"; readonly region: string; readonly endpoint?: string };

/** The speech configuration of `env`; throws naming the variable when one is malformed. */
export const speechConfigFromEnv = (env: Readonly<Record<string, string | undefined>>) => {
  const parsed = speechEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid speech configuration: ${problems.join("; ")}`);
  }
  const { POLLY_REGION: region, POLLY_ENDPOINT: endpoint } = parsed.data;
  const config: SpeechConfig =
    region === undefined ? { engine: "local" } : { engine: "polly", region, endpoint };
  return config;
};

/** The engine a speech configuration names; the AWS SDK is loaded only for Polly. */
export const speechEngineFor = async (config: SpeechConfig): Promise<SpeechEngine> => {
  if (config.engine === "local") return createLocalSpeechEngine();
  const { createPollySpeechEngine } = await import("./pollySpeechEngine");
  return createPollySpeechEngine({ region: config.region, endpoint: config.endpoint });
};

/** The speech engine `env` asks for: Polly when POLLY_REGION is set, the local one otherwise. */
export const createSpeechEngine = (
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<SpeechEngine> => speechEngineFor(speechConfigFromEnv(env));
