import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * How the sandbox signs its webhooks, the way real providers do: an HMAC-SHA256 over the
 * timestamp and the exact body, in one header, refused when older than five minutes so a
 * captured notice cannot be replayed later.
 */

/** The header the signature travels in. */
export const SIGNATURE_HEADER = "x-orbis-sandbox-signature";

/** How old a notice may be. */
const TOLERANCE_S = 300;

/** The body of a sandbox notice. */
export interface SandboxNoticeBody {
  readonly merchantUid: string;
  /** Unique per payment and event: a repeated delivery repeats it. */
  readonly eventId: string;
  readonly status: string;
}

const mac = (secret: Uint8Array, timestamp: number, body: string): Buffer =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();

/** The signature header of a body sent at `now`. */
export const signNotice = (secret: Uint8Array, body: string, now: Date): string => {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body).toString("hex")}`;
};

/** True when the header signs this exact body with this secret, recently enough. */
export const noticeSignatureValid = (
  secret: Uint8Array,
  header: string | undefined,
  body: string,
  now: Date,
): boolean => {
  const parts = new Map(
    (header ?? "").split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = Buffer.from(parts.get("v1") ?? "", "hex");
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_S) return false;
  const expected = mac(secret, timestamp, body);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
