import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/*
 * Secrets Orbis must keep to use later (a Google refresh token) are stored sealed: AES-256-GCM
 * under a key derived from the server's own key (infra/secrets.ts) for one purpose, so the
 * database alone, a dump or a backup, never gives them away, and a sealed value made for one
 * purpose does not open for another.
 */

const VERSION = "v1";
const IV_BYTES = 12;

/** Seals and opens secrets of one purpose. */
export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url; a new random IV each time. */
  readonly seal: (plain: string) => string;
  /** The plain secret, or null when the value was not sealed by this box (wrong key, tampered). */
  readonly open: (sealed: string) => string | null;
}

/** A box for `purpose` under the server key `secret`. */
export const secretBox = (secret: Uint8Array, purpose: string): SecretBox => {
  const key = createHmac("sha256", secret).update(`orbis secret box: ${purpose}`).digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open: (sealed) => {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([
          decipher.update(Buffer.from(body, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
};
