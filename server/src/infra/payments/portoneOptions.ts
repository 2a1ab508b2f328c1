import { z } from "zod";

/*
 * The PortOne part of the configuration. It sits here, not in the payments module, because
 * config.ts reads it and may not reach into a module (server/README.md, module rules); the PortOne
 * provider imports it from here. It is all or nothing: half a PortOne setup is a mistake the
 * operator hears about at start, not at the first payment.
 */

/** Where PortOne V2 answers unless a test or a proxy says otherwise. */
export const PORTONE_DEFAULT_API_URL = "https://api.portone.io";

/** How Orbis reaches PortOne V2: the store, its channels and the console's secrets. */
export interface PortOneOptions {
  /** The V2 API secret, sent as `Authorization: PortOne <secret>`. */
  readonly apiSecret: string;
  readonly storeId: string;
  /** The card channel: card billing keys are issued on it. */
  readonly channelKey: string;
  /** The PayPal channel, when PayPal is offered; PayPal billing keys must come from it. */
  readonly paypalChannelKey?: string;
  /** The webhook secret of the console (`whsec_…`), which signs every notice. */
  readonly webhookSecret: string;
  /** The API's origin. */
  readonly apiUrl: string;
}

const REQUIRED = [
  "PORTONE_API_SECRET",
  "PORTONE_STORE_ID",
  "PORTONE_CHANNEL_KEY",
  "PORTONE_WEBHOOK_SECRET",
] as const;

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** The SDK reads the secret as base64 after an optional `whsec_`; a typo would fail every notice. */
const isWebhookSecret = (secret: string): boolean => {
  try {
    return atob(secret.replace(/^whsec_/, "")).length > 0;
  } catch {
    return false;
  }
};

const portoneEnvSchema = z
  .object({
    PORTONE_API_SECRET: optionalText,
    PORTONE_STORE_ID: optionalText,
    PORTONE_CHANNEL_KEY: optionalText,
    PORTONE_PAYPAL_CHANNEL_KEY: optionalText,
    PORTONE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .refine(isWebhookSecret, "the console's webhook secret: whsec_ and base64")
        .optional(),
    ),
    PORTONE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  .superRefine((env, context) => {
    const set = Object.entries(env).filter(([, value]) => value !== undefined);
    if (set.length === 0) return;
    for (const name of REQUIRED) {
      if (env[name] === undefined) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `missing; PortOne needs ${REQUIRED.join(", ")} together (set: ${set.map(([n]) => n).join(", ")})`,
        });
      }
    }
  });

/**
 * The PortOne options of `env`: undefined when no PORTONE_* variable is set (the built-in sandbox
 * runs instead); throws naming each missing or malformed variable otherwise.
 */
export const portoneOptionsFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
): PortOneOptions | undefined => {
  const parsed = portoneEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid PortOne configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  if (
    e.PORTONE_API_SECRET === undefined ||
    e.PORTONE_STORE_ID === undefined ||
    e.PORTONE_CHANNEL_KEY === undefined ||
    e.PORTONE_WEBHOOK_SECRET === undefined
  ) {
    return undefined;
  }
  return {
    apiSecret: e.PORTONE_API_SECRET,
    storeId: e.PORTONE_STORE_ID,
    channelKey: e.PORTONE_CHANNEL_KEY,
    ...(e.PORTONE_PAYPAL_CHANNEL_KEY === undefined
      ? {}
      : { paypalChannelKey: e.PORTONE_PAYPAL_CHANNEL_KEY }),
    webhookSecret: e.PORTONE_WEBHOOK_SECRET,
    apiUrl: (e.PORTONE_API_URL ?? PORTONE_DEFAULT_API_URL).replace(/\/+$/, ""),
  };
};
