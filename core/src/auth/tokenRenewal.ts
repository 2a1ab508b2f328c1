/**
 * How long before its access token expires a client renews it: a call made in a token's last
 * seconds (a screen left open, a long run of upload calls) would otherwise be refused halfway.
 */
export const TOKEN_RENEWAL_LEAD_MS = 60_000;

/**
 * Milliseconds from `nowMs` until an access token that expires at `expSeconds` (a JWT's `exp`,
 * in seconds) is due for renewal: {@link TOKEN_RENEWAL_LEAD_MS} before its expiry, 0 once due.
 */
export const msUntilRenewal = (expSeconds: number, nowMs: number): number =>
  Math.max(0, expSeconds * 1000 - nowMs - TOKEN_RENEWAL_LEAD_MS);
