import { ErrorCode } from "@orbis/core/errors";
import {
  type ConfigFile,
  configPath,
  DEFAULT_API_URL,
  normaliseApiUrl,
  PROFILE_NAME,
  type Profile,
} from "../config/configFile";
import { type ConfigStore, configStore } from "../config/configStore";
import { CliError, usageError } from "../errors";
import { type ApiOptions, createApi, type OrbisApi } from "./api";
import { renewingApi } from "./renewingApi";
import { envTokenSource, profileTokenSource, type TokenSource } from "./tokenSource";

/** The flags every command takes (oclif also reads them from `ORBIS_API_URL`/`ORBIS_PROFILE`). */
export interface TargetFlags {
  readonly "api-url"?: string | undefined;
  readonly profile?: string | undefined;
}

/** Which server and which profile a command works with. */
export interface Target {
  readonly store: ConfigStore;
  readonly config: ConfigFile;
  readonly profileName: string;
  /** The profile as stored, if any. */
  readonly profile: Profile | undefined;
  readonly apiUrl: string;
}

/**
 * Resolves the target: the profile from `--profile`, else the file's current one; the server
 * from `--api-url`, else the profile's, else {@link DEFAULT_API_URL}.
 */
export const resolveTarget = async (
  flags: TargetFlags,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Target> => {
  const store = configStore(configPath(env));
  const config = await store.read();
  const profileName = flags.profile ?? config.currentProfile;
  if (!PROFILE_NAME.test(profileName))
    throw usageError(`"${profileName}" is not a profile name (letters, digits, . _ -)`);
  const profile = config.profiles[profileName];
  const apiUrl = normaliseApiUrl(flags["api-url"] ?? profile?.apiUrl ?? DEFAULT_API_URL);
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw usageError(`"${apiUrl}" is not an http(s) URL`);
  return { store, config, profileName, profile, apiUrl };
};

/** A signed-in session: clients made from it share one token source (one renewal at a time). */
export interface Session {
  readonly apiUrl: string;
  /** A typed client that sends this session's tokens; options pick its transport and deadline. */
  api(options?: ApiOptions): OrbisApi;
}

/**
 * The session of the target. `ORBIS_TOKEN` wins over the profile (scripts). A profile signed in
 * to another server is not used: its tokens are never sent elsewhere.
 */
export const openSession = (target: Target, env: NodeJS.ProcessEnv = process.env): Session => {
  const envToken = env.ORBIS_TOKEN?.trim();
  let source: TokenSource;
  if (envToken) source = envTokenSource(envToken, Date.now);
  else {
    const { profile, profileName, apiUrl } = target;
    if (profile === undefined || (!profile.accessToken && !profile.refreshToken))
      throw new CliError(
        ErrorCode.unauthorized,
        `Not signed in (profile "${profileName}"). Run "orbis login", or set ORBIS_TOKEN.`,
      );
    if (normaliseApiUrl(profile.apiUrl) !== apiUrl)
      throw new CliError(
        ErrorCode.unauthorized,
        `Profile "${profileName}" is signed in to ${profile.apiUrl}, not ${apiUrl}. Run "orbis login --api-url ${apiUrl}" or pick another --profile.`,
      );
    const plain = createApi(apiUrl, { env });
    source = profileTokenSource({
      store: target.store,
      profileName,
      initial: { accessToken: profile.accessToken, refreshToken: profile.refreshToken },
      renew: (refreshToken) => plain.renewToken({ body: { refreshToken } }),
      now: Date.now,
    });
  }
  return {
    apiUrl: target.apiUrl,
    api: (options = {}) => renewingApi(createApi(target.apiUrl, { env, ...options }), source),
  };
};
