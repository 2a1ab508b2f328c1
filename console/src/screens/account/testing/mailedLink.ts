import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";

/** Undoes quoted-printable soft line breaks and escapes: a long link may be wrapped in the file. */
const unfold = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The id (`encryptId`) of the newest link to `landing` (e.g. `/withdrawal/verification`) mailed
 * to `to`, read from the .eml files a test server writes to DATA_DIR/mail (the shared server's
 * unless `dataDir` names another).
 */
export const linkIdFromMail = async (
  to: string,
  landing: string,
  dataDir: string = inject("orbisDataDir"),
): Promise<string> => {
  const dir = join(dataDir, "mail");
  const names = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
  const pattern = new RegExp(`${landing}/([A-Za-z0-9_-]{20,})`);
  for (const name of names.sort().reverse()) {
    const mail = unfold(await readFile(join(dir, name), "utf8"));
    const addressed = mail.split(/\r?\n/).some((line) => line === `To: ${to}`);
    const id = pattern.exec(mail)?.[1];
    if (addressed && id !== undefined) return id;
  }
  throw new Error(`No ${landing} link mailed to ${to}`);
};
