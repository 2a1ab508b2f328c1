import { decodeJwt, serverSignOutStep } from "@orbis/core/auth";
import type { Profile } from "../config/configFile";
import { normaliseApiUrl } from "../config/configFile";
import { withProfile } from "../config/configStore";
import { describeFailure, EXIT } from "../errors";
import { createApi } from "../session/api";
import type { Target } from "../session/context";

/** How long a sign-out waits for the server before forgetting the tokens anyway. */
export const SIGN_OUT_TIMEOUT_MS = 10_000;

/** What the server made of a sign-out. */
export type ServerSignOut =
  /** The session (every session with `everywhere`) has ended on the server. */
  | { readonly kind: "ended" }
  /** The server no longer took the tokens (expired, replaced, ended): nothing was left to end. */
  | { readonly kind: "already-ended" }
  /** No answer, or another failure: the session lives on until its tokens expire. */
  | { readonly kind: "not-ended"; readonly code: number; readonly reason: string };

type HeldTokens = Pick<Profile, "accessToken" | "refreshToken">;

/**
 * Ends the session a profile's tokens belong to on the server that issued them (`apiUrl`, never
 * another), as core's `serverSignOutStep` says: with the access token while it lives, else
 * after renewing with the refresh token (left alone, it would renew for the rest of its 14
 * days). The renewed tokens are kept nowhere: the session they open is the one being ended.
 */
export const endServerSession = async (
  apiUrl: string,
  tokens: HeldTokens,
  everywhere = false,
): Promise<ServerSignOut> => {
  const api = createApi(normaliseApiUrl(apiUrl), { timeoutMs: SIGN_OUT_TIMEOUT_MS });
  const step = serverSignOutStep(tokens, Date.now());
  try {
    if (step === "none") return { kind: "already-ended" };
    const accessToken =
      step === "renewThenEnd" && tokens.refreshToken
        ? (await api.renewToken({ body: { refreshToken: tokens.refreshToken } })).accessToken
        : tokens.accessToken;
    api.useTokens(() => ({ accessToken }));
    await api.logout({ body: everywhere ? { everywhere: true } : {} });
    return { kind: "ended" };
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.exit === EXIT.auth) return { kind: "already-ended" };
    return { kind: "not-ended", code: failure.code, reason: failure.message };
  }
};

/** The session a token belongs to (its `sid` claim), or null when it names none. */
export const sessionIdOf = (token: string | null | undefined): string | null => {
  const decoded = token ? decodeJwt(token) : null;
  const sid = decoded?.ok ? decoded.payload.sid : undefined;
  return typeof sid === "string" ? sid : null;
};

/** What `orbis logout` did: whether the profile held tokens, and the server's part. */
export interface SignOutResult {
  readonly signedOut: boolean;
  readonly server: ServerSignOut | null;
}

/**
 * `orbis logout`: ends the profile's session on its server (every session of the account with
 * `everywhere`), then forgets the profile's tokens. They are forgotten whatever the server
 * said: offline, the tokens are gone from this computer and the caller says the session was
 * not ended there.
 */
export const signOut = async (target: Target, everywhere = false): Promise<SignOutResult> => {
  const profile = target.profile;
  if (profile === undefined || (!profile.accessToken && !profile.refreshToken))
    return { signedOut: false, server: null };
  const server = await endServerSession(profile.apiUrl, profile, everywhere);
  await target.store.update((config) => {
    const stored = config.profiles[target.profileName];
    if (stored === undefined) return config;
    return withProfile(config, target.profileName, {
      ...stored,
      accessToken: null,
      refreshToken: null,
    });
  });
  return { signedOut: true, server };
};
