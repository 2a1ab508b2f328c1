import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeMailedTo, linkIdMailedTo, linksIn, mailsTo } from "./mailbox";

/** A mail as the embedded mailer writes it, its text part in `encoding`. */
const eml = (to: string, body: string, encoding: "quoted-printable" | "base64" | "7bit") =>
  [
    "From: Orbis <no-reply@orbis.test>",
    `To: ${to}`,
    "Subject: Orbis",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    encoding === "base64" ? Buffer.from(body).toString("base64") : body,
    "",
  ].join("\r\n");

describe("the mailbox", () => {
  let dataDir: string;
  const id = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "orbis-kit-mail-"));
    const mail = join(dataDir, "mail");
    await mkdir(mail);
    await writeFile(
      join(mail, "1-a.eml"),
      eml("ann@example.com", "Verification code: 111111", "7bit"),
    );
    await writeFile(
      join(mail, "2-b.eml"),
      eml("bob@example.com", "Verification code: 222222", "7bit"),
    );
    await writeFile(join(mail, "3-a.eml"), eml("ann@example.com", "인증 코드: 333333", "base64"));
    // A long link wrapped by quoted-printable soft line breaks, `=` escaped as `=3D`.
    const link = `https://orbis.test/withdrawal/verification/${id}?lang=3Dko`;
    await writeFile(
      join(mail, "4-a.eml"),
      eml(
        "ann@example.com",
        `Confirm: ${link.slice(0, 40)}=\r\n${link.slice(40)}`,
        "quoted-printable",
      ),
    );
    await writeFile(join(mail, "notes.txt"), "To: ann@example.com\r\n\r\n999999");
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("lists the mails to one address, newest first", async () => {
    expect((await mailsTo(dataDir, "ann@example.com")).map((m) => m.file)).toEqual([
      "4-a.eml",
      "3-a.eml",
      "1-a.eml",
    ]);
  });

  it("reads the newest code mailed to an address, whatever the encoding", async () => {
    expect(await codeMailedTo(dataDir, "ann@example.com")).toBe("333333");
    expect(await codeMailedTo(dataDir, "bob@example.com")).toBe("222222");
  });

  it("unwraps a link and answers the id after its landing path", async () => {
    const [newest] = await mailsTo(dataDir, "ann@example.com");
    expect(newest && linksIn(newest)).toEqual([
      `https://orbis.test/withdrawal/verification/${id}?lang=ko`,
    ]);
    expect(await linkIdMailedTo(dataDir, "ann@example.com", "/withdrawal/verification")).toBe(id);
  });

  it("gives up with the address once the wait is over", async () => {
    await expect(codeMailedTo(dataDir, "nobody@example.com", 200)).rejects.toThrow(
      "No verification code was mailed to nobody@example.com",
    );
  });
});
