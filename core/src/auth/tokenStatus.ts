import { decodeJwt, isPastExpiry } from "./jwt";

/** The name of the header that carries the access token on authenticated calls (docs/product/roles.md). */
export const AUTH_HEADER = "x-user-auth-token";

/** The state of a token pair (docs/product/states.md "Token status"). */
export type TokenStatus = "valid" | "need-refresh" | "expired";

/** An access and a refresh token as held in the auth state; either may be missing. */
export interface TokenPair {
  readonly accessToken?: string | null;
  readonly refreshToken?: string | null;
}

/** A {@link TokenStatus}, plus whether a present token failed to decode. */
export interface TokenAssessment {
  readonly status: TokenStatus;
  /** A token was present but undecodable: the stored tokens must be cleared (docs/product/states.md). */
  readonly undecodable: boolean;
}

type Reading = "absent" | "undecodable" | "past" | "live";

const read = (token: string | null | undefined, nowMs: number): Reading => {
  if (!token) return "absent";
  const decoded = decodeJwt(token);
  if (!decoded.ok) return "undecodable";
  return isPastExpiry(decoded.payload.exp, nowMs) ? "past" : "live";
};

/**
 * Judges a token pair at `nowMs` (milliseconds; `exp` is in seconds). No access token, any
 * undecodable token, or both tokens past expiry is `expired`; an access token past expiry with a
 * live refresh token is `need-refresh`; otherwise `valid`. A missing refresh token alone does
 * not spoil a live access token: it only rules out renewal later.
 */
export const assessTokens = (tokens: TokenPair, nowMs: number): TokenAssessment => {
  const access = read(tokens.accessToken, nowMs);
  const refresh = read(tokens.refreshToken, nowMs);
  if (access === "undecodable" || refresh === "undecodable") {
    return { status: "expired", undecodable: true };
  }
  if (access === "live") return { status: "valid", undecodable: false };
  if (access === "past" && refresh === "live")
    return { status: "need-refresh", undecodable: false };
  return { status: "expired", undecodable: false };
};

/** The {@link TokenStatus} of a token pair at `nowMs`; see {@link assessTokens}. */
export const tokenStatus = (tokens: TokenPair, nowMs: number): TokenStatus =>
  assessTokens(tokens, nowMs).status;

/**
 * The auth header for a call made at `nowMs`: only a valid access token is attached to requests,
 * so a pair that needs renewal or has expired yields no header at all.
 */
export const authHeaderFor = (
  tokens: TokenPair,
  nowMs: number,
): Readonly<Record<string, string>> => {
  const { accessToken } = tokens;
  return accessToken && tokenStatus(tokens, nowMs) === "valid"
    ? { [AUTH_HEADER]: accessToken }
    : {};
};

/** What a renewal answers (docs/product/entities.md "Token set"): both tokens anew, and the account's email. */
export interface TokenSet {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly email?: string;
}
