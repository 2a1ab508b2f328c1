import { z } from "zod";

/*
 * The Street View part of the configuration. Street View works when the Google client of the
 * social login (`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`) is set; the endpoints default to
 * Google's own and are configurable so tests (and proxies) can stand in for Google.
 */

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const streetViewEnvSchema = z.object({
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Google's OAuth authorization page. */
  GOOGLE_AUTH_URL: optionalUrl,
  /** Google's OAuth token endpoint (code and refresh-token grants). */
  GOOGLE_TOKEN_URL: optionalUrl,
  /** Base of Google's user-info API (shared with the social login). */
  GOOGLE_API_URL: optionalUrl,
  /** Base of the Street View Publish API. */
  STREETVIEW_API_URL: optionalUrl,
});

/** Google's endpoints and Orbis's client there, when Street View is configured. */
export interface StreetViewConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly userInfoUrl: string;
  readonly apiUrl: string;
}

/** Google's public endpoints, used when the environment names none. */
export const GOOGLE_STREET_VIEW_DEFAULTS = {
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  apiBase: "https://www.googleapis.com",
  apiUrl: "https://streetviewpublish.googleapis.com",
} as const;

/**
 * The Street View configuration of `env`: undefined when no Google client is set (the screen says
 * Street View is not configured); throws naming the variable when one is malformed.
 */
export const streetViewConfigFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
): StreetViewConfig | undefined => {
  const parsed = streetViewEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.GOOGLE_CLIENT_ID === undefined || e.GOOGLE_CLIENT_SECRET === undefined) return undefined;
  const apiBase = (e.GOOGLE_API_URL ?? GOOGLE_STREET_VIEW_DEFAULTS.apiBase).replace(/\/+$/, "");
  return {
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
    authorizeUrl: e.GOOGLE_AUTH_URL ?? GOOGLE_STREET_VIEW_DEFAULTS.authorizeUrl,
    tokenUrl: e.GOOGLE_TOKEN_URL ?? GOOGLE_STREET_VIEW_DEFAULTS.tokenUrl,
    userInfoUrl: `${apiBase}/oauth2/v3/userinfo`,
    apiUrl: (e.STREETVIEW_API_URL ?? GOOGLE_STREET_VIEW_DEFAULTS.apiUrl).replace(/\/+$/, ""),
  };
};
