import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type ParsedMail, simpleParser } from "mailparser";

/*
 * The server's embedded mailer writes one RFC 5322 `.eml` per message to DATA_DIR/mail, named
 * so they sort by time. Mail text is in the user's language (Korean arrives quoted-printable or
 * base64, long links are wrapped), so messages are parsed, never grepped.
 */

/** A parsed mail and the file it came from. */
export interface Mail {
  readonly file: string;
  readonly parsed: ParsedMail;
  /** The plain-text body. */
  readonly text: string;
}

/** Whether `mail` is addressed to `to`; addresses compare case-blind, as mail servers treat them. */
const addressedTo = (mail: ParsedMail, to: string) =>
  [mail.to ?? []]
    .flat()
    .some((group) => group.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()));

/** Every mail to `to` in `dataDir`'s mailbox, newest first. */
export const mailsTo = async (dataDir: string, to: string): Promise<Mail[]> => {
  const dir = join(dataDir, "mail");
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails: Mail[] = [];
  for (const name of names
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .reverse()) {
    const parsed = await simpleParser(await readFile(join(dir, name)));
    if (addressedTo(parsed, to)) mails.push({ file: name, parsed, text: parsed.text ?? "" });
  }
  return mails;
};

/**
 * The newest mail to `to` that `pick` finds something in, and what it found; waits up to
 * `timeoutMs` for it to arrive (mail is sent after the answer on some paths).
 */
export const findInMail = async <T>(
  dataDir: string,
  to: string,
  pick: (mail: Mail) => T | undefined,
  what: string,
  timeoutMs = 10_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await mailsTo(dataDir, to)) {
      const found = pick(mail);
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(`No ${what} was mailed to ${to}`);
    await sleep(100);
  }
};

/** The six-digit code of the newest mail to `to` that carries one. */
export const codeMailedTo = (dataDir: string, to: string, timeoutMs?: number): Promise<string> =>
  findInMail(dataDir, to, (m) => /\b(\d{6})\b/.exec(m.text)?.[1], "verification code", timeoutMs);

/** Every http(s) link of a mail, from its text and its HTML. */
export const linksIn = (mail: Mail): string[] => {
  const html = typeof mail.parsed.html === "string" ? mail.parsed.html : "";
  return [...new Set(`${mail.text}\n${html}`.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
};

/**
 * The id after `landing` (a path such as `/withdrawal/verification`) in the newest link to it
 * mailed to `to`.
 */
export const linkIdMailedTo = (
  dataDir: string,
  to: string,
  landing: string,
  timeoutMs?: number,
): Promise<string> => {
  const pattern = new RegExp(`${landing}/([A-Za-z0-9_-]{20,})`);
  return findInMail(
    dataDir,
    to,
    (m) => linksIn(m).flatMap((link) => pattern.exec(link)?.[1] ?? [])[0],
    `${landing} link`,
    timeoutMs,
  );
};
