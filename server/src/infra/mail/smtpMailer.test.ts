import type { AddressInfo } from "node:net";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtpMailer";

interface Received {
  readonly from: string | false;
  readonly rcpt: string[];
  readonly user: string | undefined;
  readonly raw: Buffer;
}

/** Recipients as `name <address>`, decoded (mailparser's `text` quotes non-ASCII names). */
const textOf = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : [to])
    .flatMap((a) => a?.value ?? [])
    .map((v) => (v.name === "" ? (v.address ?? "") : `${v.name} <${v.address}>`))
    .join(", ");

describe("SMTP mailer", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      // Plain SMTP on loopback: no certificate to make, and AUTH allowed without TLS.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth: (auth, _session, done) =>
        auth.username === "orbis" && auth.password === "s3cret"
          ? done(null, { user: auth.username })
          : done(new Error("bad credentials")),
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const { mailFrom } = session.envelope;
          received.push({
            from: mailFrom === false ? false : mailFrom.address,
            rcpt: session.envelope.rcptTo.map((r) => r.address),
            user: typeof session.user === "string" ? session.user : undefined,
            raw: Buffer.concat(chunks),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the message with its envelope and both parts, logging no body", async () => {
    const lines: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => lines.push({ obj, msg }), error: () => {} };
    const url = `smtp://orbis:s3cret@127.0.0.1:${port}`;
    const mailer = createSmtpMailer(url, "Orbis <no-reply@orbis.test>", log);
    await mailer.send({
      to: "민지 <minji@example.com>",
      subject: "인증 코드 / Your code",
      text: "Your code is 482913",
      html: "<p>Your code is <b>482913</b></p>",
    });
    await mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("no-reply@orbis.test");
    expect(mail?.rcpt).toEqual(["minji@example.com"]);
    expect(mail?.user).toBe("orbis");
    const parsed = await simpleParser(mail?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe("인증 코드 / Your code");
    expect(textOf(parsed.to)).toBe("민지 <minji@example.com>");
    expect(textOf(parsed.from)).toBe("Orbis <no-reply@orbis.test>");
    expect(parsed.text?.trim()).toBe("Your code is 482913");
    expect(parsed.html).toBe("<p>Your code is <b>482913</b></p>");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe("mail sent");
    expect(JSON.stringify(lines)).not.toContain("482913");
  });

  it("rejects and logs the failure when the server refuses the login", async () => {
    const failures: object[] = [];
    const log = { info: () => {}, error: (obj: object) => failures.push(obj) };
    const mailer = createSmtpMailer(`smtp://orbis:wrong@127.0.0.1:${port}`, "a@b.test", log);
    const message = { to: "x@example.com", subject: "Reset", text: "link https://x/reset?t=1" };
    await expect(mailer.send(message)).rejects.toThrow();
    await mailer.close();
    expect(failures).toEqual([
      { to: "x@example.com", subject: "Reset", reason: expect.stringMatching(/login: 535/) },
    ]);
    expect(JSON.stringify(failures)).not.toContain("reset?t=1");
  });
});
