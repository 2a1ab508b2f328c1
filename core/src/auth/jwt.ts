import { base64UrlToBytes } from "./base64";

/** The claims of a JWT payload the client relies on; other claims are kept but not typed. */
export interface JwtPayload {
  /** Expiry, in SECONDS since the epoch (RFC 7519 NumericDate). */
  readonly exp: number;
  readonly [claim: string]: unknown;
}

/** Why a token could not be read. */
export type JwtDecodeFailure =
  /** Not three dot-separated segments, or an empty payload segment. */
  | "malformed"
  /** The payload segment is not base64url or not UTF-8. */
  | "encoding"
  /** The payload is not a JSON object. */
  | "json"
  /** The payload has no finite numeric `exp`, so its status cannot be judged. */
  | "noExpiry";

/** The outcome of {@link decodeJwt}: the payload, or why there is none. */
export type JwtDecodeResult =
  | { readonly ok: true; readonly payload: JwtPayload }
  | { readonly ok: false; readonly reason: JwtDecodeFailure };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads the payload of a JWT without checking its signature: the server checks signatures, the
 * client only needs `exp` to decide when to renew. Never throws: a bad token is a typed failure.
 * A payload without a numeric `exp` is a failure too, since its status could not be decided.
 */
export const decodeJwt = (token: string): JwtDecodeResult => {
  const segments = token.split(".");
  const body = segments[1];
  if (segments.length !== 3 || !body) return { ok: false, reason: "malformed" };
  let json: string;
  try {
    json = utf8.decode(base64UrlToBytes(body));
  } catch {
    return { ok: false, reason: "encoding" };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return { ok: false, reason: "json" };
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { ok: false, reason: "json" };
  }
  const { exp } = payload as { exp?: unknown };
  if (typeof exp !== "number" || !Number.isFinite(exp)) return { ok: false, reason: "noExpiry" };
  return { ok: true, payload: payload as JwtPayload };
};

/**
 * True when a token expiring at `expSeconds` is past at `nowMs`. The very millisecond of `exp`
 * already counts as past: a token is usable strictly before its expiry, never at it.
 */
export const isPastExpiry = (expSeconds: number, nowMs: number): boolean =>
  expSeconds * 1000 <= nowMs;
