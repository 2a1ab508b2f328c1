import type { ClientTokens } from "@orbis/core/client";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import type { ConfigStore } from "../config/configStore";
import { withProfile } from "../config/configStore";
import { CliError } from "../errors";
import { canRenew, isFresh, tokenFacts } from "./tokenFacts";

const SESSION_ENDED = 'Your session has ended. Run "orbis login".';

/** Where the tokens of a command come from, and how they are kept fresh. */
export interface TokenSource {
  /** The tokens to send now (read synchronously by the client before each call). */
  tokens(): ClientTokens | null;
  /** Renews ahead of expiry, before an authenticated call; throws when signed out. */
  ensureFresh(): Promise<void>;
  /** After a 10401 (clock skew, a server restart): renews once; false when it cannot. */
  renewAfterRefusal(): Promise<boolean>;
}

/**
 * `ORBIS_TOKEN`: an access token used as it is, for scripts and CI. It is never renewed (a
 * refresh token would rotate on its first use and the variable could not follow).
 */
export const envTokenSource = (token: string, now: () => number): TokenSource => {
  const facts = tokenFacts(token, now());
  if (facts?.type === "refresh")
    throw new CliError(
      ErrorCode.unauthorized,
      'ORBIS_TOKEN holds a refresh token; give an access token, or store it with "orbis login --token"',
    );
  return {
    tokens: () => ({ accessToken: token }),
    ensureFresh: async () => {
      if ((tokenFacts(token, now())?.msLeft ?? 0) <= 0)
        throw new CliError(
          ErrorCode.unauthorized,
          "ORBIS_TOKEN has expired or is not an Orbis token",
        );
    },
    renewAfterRefusal: async () => false,
  };
};

/** Trades a refresh token for a new pair (the `renewToken` call). */
export type Renew = (
  refreshToken: string,
) => Promise<{ accessToken: string; refreshToken: string; email: string }>;

/**
 * A profile's tokens, renewed before they expire and written back at once: the refresh token
 * rotates, so the file must hold the new one before anything else can fail. Renewals are
 * single-flight within the process and locked across processes; a process that finds the file
 * already renewed by another adopts those tokens instead of reusing its spent refresh token.
 */
export const profileTokenSource = (options: {
  readonly store: ConfigStore;
  readonly profileName: string;
  readonly initial: ClientTokens;
  readonly renew: Renew;
  readonly now: () => number;
}): TokenSource => {
  const { store, profileName, renew, now } = options;
  let current: ClientTokens = options.initial;
  let inflight: Promise<void> | null = null;

  const signedOut = () =>
    new CliError(
      ErrorCode.unauthorized,
      `Profile "${profileName}" is not signed in. Run "orbis login".`,
    );

  const renewNow = (): Promise<void> => {
    inflight ??= store
      .locked(async (file) => {
        const config = await file.read();
        const onDisk = config.profiles[profileName];
        if (onDisk === undefined) throw signedOut();
        if (onDisk.refreshToken !== current.refreshToken && isFresh(onDisk.accessToken, now())) {
          current = { accessToken: onDisk.accessToken, refreshToken: onDisk.refreshToken };
          return;
        }
        const refreshToken = onDisk.refreshToken ?? current.refreshToken;
        if (!refreshToken || !canRenew(refreshToken, now())) throw signedOut();
        try {
          const set = await renew(refreshToken);
          current = { accessToken: set.accessToken, refreshToken: set.refreshToken };
          await file.write(
            withProfile(config, profileName, { ...onDisk, ...current, email: set.email }),
          );
        } catch (error) {
          // A refused renewal ends the session (docs/product/states.md): the stored tokens are cleared.
          if (isAppError(error) && error.status === 401) {
            await file.write(
              withProfile(config, profileName, {
                ...onDisk,
                accessToken: null,
                refreshToken: null,
              }),
            );
          }
          throw error;
        }
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  return {
    tokens: () => current,
    ensureFresh: async () => {
      if (isFresh(current.accessToken, now())) return;
      if (!canRenew(current.refreshToken, now())) {
        if ((tokenFacts(current.accessToken, now())?.msLeft ?? 0) > 0) return;
        throw current.accessToken
          ? new CliError(ErrorCode.refreshTokenInvalid, SESSION_ENDED)
          : signedOut();
      }
      await renewNow();
    },
    renewAfterRefusal: async () => {
      if (!canRenew(current.refreshToken, now())) return false;
      await renewNow();
      return true;
    },
  };
};
