import { serverSignOutStep, type TokenSet } from "@orbis/core/auth";
import type { OrbisApi } from "../../api/consoleApi";

/**
 * How long sign-out waits for the server to end the session: past that the user is signed out
 * on this device anyway (a hanging server must not keep anyone signed in).
 */
export const SIGN_OUT_TIMEOUT_MS = 5_000;

/** What ending the session on the server needs: the client, the held tokens, and renewal. */
export interface ServerSessionEnd {
  readonly api: Pick<OrbisApi, "logout" | "useTokens">;
  readonly tokens: { readonly accessToken: string | null; readonly refreshToken: string | null };
  readonly now: number;
  readonly renew: (refreshToken: string) => Promise<TokenSet>;
  readonly everywhere: boolean;
}

/**
 * The sign-out call, with the tokens held (core's `serverSignOutStep`): an expired access token
 * is renewed first, or its still-live refresh token would outlive the sign-out.
 */
export const endServerSession = async (end: ServerSessionEnd): Promise<void> => {
  const { api, tokens: held } = end;
  const step = serverSignOutStep(held, end.now);
  if (step === "none" || !held.accessToken) return;
  const tokens =
    step === "renewThenEnd" && held.refreshToken
      ? await end.renew(held.refreshToken)
      : { accessToken: held.accessToken };
  // Sent with exactly these tokens, whether or not a session was set up on the client yet.
  // Not a React hook, whatever its name: the client's interceptor (a plain closure).
  const { useTokens: sendTokens } = api;
  const stopSending = sendTokens(() => tokens);
  try {
    await api.logout(
      { body: end.everywhere ? { everywhere: true } : {} },
      { timeoutMs: SIGN_OUT_TIMEOUT_MS },
    );
  } finally {
    stopSending();
  }
};
