import { ORBIS_SERVICE } from "@orbis/core/contract";
import { ErrorCode } from "@orbis/core/errors";
import { withProfile } from "../config/configStore";
import { CliError } from "../errors";
import { createApi } from "../session/api";
import type { Target } from "../session/context";
import { tokenFacts } from "../session/tokenFacts";

/** Tokens from a sign-in, and the account they belong to. */
export interface SignedIn {
  readonly accessToken: string;
  readonly refreshToken: string | null;
  readonly email: string;
}

/** Email and password sign-in, in the `cli` session slot (one active CLI session per account). */
export const passwordSignIn = async (
  apiUrl: string,
  email: string,
  password: string,
): Promise<SignedIn> => {
  const result = await createApi(apiUrl).loginEmail({
    body: { ...ORBIS_SERVICE, email, password, clientKind: "cli" },
  });
  return { ...result, email: result.email ?? email };
};

/** The account an access token belongs to; also proves the token works on this server. */
export const emailOf = async (apiUrl: string, accessToken: string): Promise<string> => {
  const api = createApi(apiUrl);
  api.useTokens(() => ({ accessToken }));
  return (await api.getMe()).email;
};

/**
 * Sign-in with a token given on the command line (scripts). A refresh token is traded for a
 * fresh pair, which the profile then renews by itself; an access token is kept as it is and
 * lasts until it expires (30 minutes).
 */
export const tokenSignIn = async (apiUrl: string, token: string): Promise<SignedIn> => {
  const facts = tokenFacts(token, Date.now());
  if (facts === null || facts.msLeft <= 0)
    throw new CliError(
      ErrorCode.unauthorized,
      "The token is not an Orbis token, or it has expired",
    );
  if (facts.type === "refresh") {
    const set = await createApi(apiUrl).renewToken({ body: { refreshToken: token } });
    return set;
  }
  if (facts.type !== "access")
    throw new CliError(
      ErrorCode.unauthorized,
      `A "${facts.type ?? "untyped"}" token cannot sign in the CLI`,
    );
  return { accessToken: token, refreshToken: null, email: await emailOf(apiUrl, token) };
};

/** Stores a sign-in in the target's profile and makes that profile the current one. */
export const saveSignIn = (target: Target, signedIn: SignedIn) =>
  target.store.update((config) => ({
    ...withProfile(config, target.profileName, {
      apiUrl: target.apiUrl,
      email: signedIn.email,
      accessToken: signedIn.accessToken,
      refreshToken: signedIn.refreshToken,
    }),
    currentProfile: target.profileName,
  }));
