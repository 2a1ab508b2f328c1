import { createHmac } from "node:crypto";

/**
 * The visitor hash (docs/architecture.md#statistics): HMAC-SHA-256 of address and agent keyed by
 * the day's random salt (`dailySalts.ts`), cut to 128 bits. The address itself is never kept,
 * and two days' hashes of one visitor share nothing, so visits can be told apart within a day
 * but not followed across days; once a day's salt is deleted its hashes cannot be made again.
 */
export const visitorHash = (salt: Uint8Array, address: string, userAgent: string): string =>
  createHmac("sha256", salt)
    .update(`${address}\n${userAgent}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
