import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { simpleParser } from "mailparser";
import { inject } from "vitest";

/*
 * The server's embedded mailer writes one RFC 5322 `.eml` per message to DATA_DIR/mail, named
 * so they sort by time. The code mail's text is in the user's language (Korean text arrives
 * quoted-printable or base64), so it is parsed, not grepped; the code is its only 6-digit run.
 */

/** The newest verification code mailed to `to`, waiting up to `timeoutMs` for it to arrive. */
export const codeMailedTo = async (to: string, timeoutMs = 30_000): Promise<string> => {
  const dir = join(inject("orbisDataDir"), "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith(".eml"))
      .sort()
      .reverse()) {
      const mail = await simpleParser(await readFile(join(dir, name)));
      const addressed = [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === to));
      const code = /\b(\d{6})\b/.exec(mail.text ?? "")?.[1];
      if (addressed && code !== undefined) return code;
    }
    if (Date.now() > deadline) throw new Error(`No verification code was mailed to ${to}`);
    await sleep(200);
  }
};
