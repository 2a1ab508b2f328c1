import { decodeJwt, TOKEN_RENEWAL_LEAD_MS } from "@orbis/core/auth";

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
 * True when the access token can still be sent for a while: not within core's renewal lead, as
 * an upload that starts with ten seconds left would be refused halfway through its calls.
 */
export const isFresh = (accessToken: string | null | undefined, nowMs: number): boolean => {
  const facts = tokenFacts(accessToken, nowMs);
  return facts !== null && facts.msLeft > TOKEN_RENEWAL_LEAD_MS;
};

/** True when the refresh token can still be traded for a new pair. */
export const canRenew = (refreshToken: string | null | undefined, nowMs: number): boolean => {
  const facts = tokenFacts(refreshToken, nowMs);
  return facts !== null && facts.msLeft > 0;
};
