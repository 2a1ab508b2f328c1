import { homedir } from "node:os";
import { join } from "node:path";
import { z } from "zod";

/** The API address used when neither a flag, `ORBIS_API_URL` nor the profile names one. */
export const DEFAULT_API_URL = "http://localhost:8080";

/** The profile used when neither `--profile`, `ORBIS_PROFILE` nor the file picks one. */
export const DEFAULT_PROFILE = "default";

/** One signed-in identity: which server, and the tokens it issued. */
export const profileSchema = z.object({
  apiUrl: z.string().url(),
  email: z.string().nullable().default(null),
  accessToken: z.string().nullable().default(null),
  refreshToken: z.string().nullable().default(null),
});
/** A profile as stored. */
export type Profile = z.infer<typeof profileSchema>;

/** `orbis/config.json`: named profiles and the one used by default. */
export const configSchema = z.object({
  version: z.literal(1).default(1),
  currentProfile: z.string().default(DEFAULT_PROFILE),
  profiles: z.record(z.string(), profileSchema).default({}),
});
/** The whole configuration file. */
export type ConfigFile = z.infer<typeof configSchema>;

/** An empty configuration. */
export const emptyConfig = (): ConfigFile => configSchema.parse({});

/**
 * Where the configuration lives: `$XDG_CONFIG_HOME/orbis/config.json`, `~/.config/…` when the
 * variable is unset or not absolute (the XDG rule).
 */
export const configPath = (env: NodeJS.ProcessEnv = process.env, home = homedir()): string => {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg?.startsWith("/") ? xdg : join(home, ".config");
  return join(base, "orbis", "config.json");
};

/** Profile names become keys in the file and words in messages: keep them plain. */
export const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** An API address without trailing slashes, so profiles compare equal however it was typed. */
export const normaliseApiUrl = (url: string): string => url.trim().replace(/\/+$/, "");
