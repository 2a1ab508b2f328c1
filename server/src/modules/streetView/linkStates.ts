import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The OAuth `state` of a link carries its own proof, so nothing is stored while the user is at
 * Google: the user id and an expiry, signed with the server's secret under a purpose of its own.
 * Google hands it back unchanged; a state that is forged, tampered or late links nothing.
 */
const PURPOSE = "orbis:street-view-link:v1";

/** How long the user may take at Google's consent page. */
export const LINK_STATE_TTL_MS = 15 * 60_000;

const mac = (secret: Uint8Array, payload: string): string =>
  createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");

/** Signs and reads link states with the server's secret. */
export const linkStates = (secret: Uint8Array) => ({
  sign: (userId: string, expiresAt: Date): string => {
    const payload = `${Buffer.from(userId).toString("base64url")}.${expiresAt.getTime()}`;
    return `${payload}.${mac(secret, payload)}`;
  },
  /** The user of a well-formed, untampered state not expired at `now`; null otherwise. */
  read: (state: string, now: Date): string | null => {
    const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(state);
    if (match === null) return null;
    const [, user = "", expires = "", signature = ""] = match;
    const expected = Buffer.from(mac(secret, `${user}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(expires) < now.getTime()) return null;
    return Buffer.from(user, "base64url").toString("utf8");
  },
});
