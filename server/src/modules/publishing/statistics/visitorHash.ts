import { createHmac } from "node:crypto";

/** Hashes a visitor of a day: the same address and agent give the same text that day only. */
export type VisitorHasher = (day: string, address: string, userAgent: string) => string;

/**
 * The daily-rotating visitor hash (docs/architecture.md#statistics): HMAC-SHA-256 of address
 * and agent, keyed by a salt derived from the server secret and the UTC day, cut to 128 bits.
 * The address itself is never kept, and two days' hashes of one visitor share nothing, so
 * visits can be told apart within a day but not followed across days. Every process of a
 * cluster shares the secret, so they hash alike. The day's salt is derived once per day.
 */
export const visitorHasher = (secret: Uint8Array): VisitorHasher => {
  let saltDay = "";
  let salt = Buffer.alloc(0);
  return (day, address, userAgent) => {
    if (day !== saltDay) {
      salt = createHmac("sha256", secret).update(`orbis-visitor-salt:${day}`).digest();
      saltDay = day;
    }
    return createHmac("sha256", salt)
      .update(`${address}\n${userAgent}`)
      .digest()
      .subarray(0, 16)
      .toString("base64url");
  };
};
