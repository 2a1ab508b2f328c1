import { createHmac, timingSafeEqual } from "node:crypto";

/** What a preview link names: one submission, until a moment. */
export interface PreviewClaim {
  readonly submissionId: string;
  readonly expiresAt: Date;
}

/*
 * A preview link carries its own proof, so nothing is stored per link: the submission id and
 * the expiry in milliseconds, signed with the server's secret under a purpose of its own (a
 * token of another kind can never pass for one of these). Ids are UUIDs, which hold no dot.
 */
const PURPOSE = "orbis:edu-preview:v1";

const mac = (secret: Uint8Array, payload: string): string =>
  createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");

/** Signs and reads preview tokens with the server's secret. */
export const previewTokens = (secret: Uint8Array) => ({
  sign: (claim: PreviewClaim): string => {
    const payload = `${claim.submissionId}.${claim.expiresAt.getTime()}`;
    return `${payload}.${mac(secret, payload)}`;
  },

  /** The claim of a well-formed, untampered token (expired or not); null otherwise. */
  read: (token: string): PreviewClaim | null => {
    const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (match === null) return null;
    const [, submissionId = "", expires = "", signature = ""] = match;
    const expected = Buffer.from(mac(secret, `${submissionId}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { submissionId, expiresAt: new Date(Number(expires)) };
  },
});
