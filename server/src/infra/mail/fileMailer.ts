import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type { Mailer } from "./mailer";

/** Logs that a message went out, without its body: codes and links stay out of logs. */
export type MailLog = (info: { to: string; subject: string; file: string }) => void;

/**
 * The embedded mailer: each message becomes a complete RFC 5322 file (`.eml`, opens in any mail
 * program) in `dir`, named so they sort by time. Written to a temp name, then renamed.
 */
export const createFileMailer = (dir: string, from: string, log: MailLog): Mailer => ({
  send: async (message) => {
    await mkdir(dir, { recursive: true });
    const raw = await new MailComposer({ from, ...message }).compile().build();
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
    const temp = join(dir, `.${name}.tmp`);
    await writeFile(temp, raw);
    await rename(temp, join(dir, name));
    log({ to: message.to, subject: message.subject, file: join(dir, name) });
  },
  close: async () => {},
});
