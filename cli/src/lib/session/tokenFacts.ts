import { decodeJwt } from "@orbis/core/auth";

/** What the CLI reads from a token it holds: its kind and how long it still lives. */
export interface TokenFacts {
  /** `access`, `refresh`, or whatever else the server put in `typ` (e.g. `registration`). */
  readonly type: string | null;
  /** Milliseconds left before expiry, negative once past. */
  readonly msLeft: number;
}

/** Reads a token's `typ` and `exp` (no signature check: the server does that); null if unreadable. */
export const tokenFacts = (token: string | null | undefined, nowMs: number): TokenFacts | null => {
  if (!token) return null;
  const decoded = decodeJwt(token);
  if (!decoded.ok) return null;
  const typ = decoded.payload.typ;
  return { type: typeof typ === "string" ? typ : null, msLeft: decoded.payload.exp * 1000 - nowMs };
};

/**
 * Renew this long before the access token expires: an upload that starts with ten seconds left
 * would otherwise be refused halfway through a long run of calls.
 */
export const RENEW_MARGIN_MS = 60_000;

/** True when the access token can still be sent for a while. */
export const isFresh = (accessToken: string | null | undefined, nowMs: number): boolean => {
  const facts = tokenFacts(accessToken, nowMs);
  return facts !== null && facts.msLeft > RENEW_MARGIN_MS;
};

/** True when the refresh token can still be traded for a new pair. */
export const canRenew = (refreshToken: string | null | undefined, nowMs: number): boolean => {
  const facts = tokenFacts(refreshToken, nowMs);
  return facts !== null && facts.msLeft > 0;
};
