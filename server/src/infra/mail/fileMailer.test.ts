import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AddressObject, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileMailer } from "./fileMailer";

/** Recipients as `name <address>`, decoded (mailparser's `text` quotes non-ASCII names). */
const textOf = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : [to])
    .flatMap((a) => a?.value ?? [])
    .map((v) => (v.name === "" ? (v.address ?? "") : `${v.name} <${v.address}>`))
    .join(", ");

describe("file mailer", () => {
  let dir: string;
  beforeAll(async () => {
    dir = join(await mkdtemp(join(tmpdir(), "orbis-mail-")), "mail");
  });
  afterAll(() => rm(join(dir, ".."), { recursive: true, force: true }));

  it("writes one .eml per message that a mail parser reads back whole", async () => {
    const logged: { to: string; subject: string; file: string }[] = [];
    const mailer = createFileMailer(dir, "Orbis <no-reply@orbis.test>", (i) => logged.push(i));
    await mailer.send({
      to: "민지 <minji@example.com>",
      subject: "인증 코드 / Your code",
      text: "Your code is 482913",
      html: "<p>Your code is <b>482913</b></p>",
    });
    await mailer.send({ to: "b@example.com", subject: "Second", text: "plain only" });
    await mailer.close();

    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.endsWith(".eml"))).toBe(true);
    const [first, second] = await Promise.all(
      names.map(async (n) => simpleParser(await readFile(join(dir, n)))),
    );
    expect({
      from: textOf(first?.from),
      to: textOf(first?.to),
      subject: first?.subject,
      text: first?.text?.trim(),
      html: first?.html,
    }).toEqual({
      from: "Orbis <no-reply@orbis.test>",
      to: "민지 <minji@example.com>",
      subject: "인증 코드 / Your code",
      text: "Your code is 482913",
      html: "<p>Your code is <b>482913</b></p>",
    });
    expect({ to: textOf(second?.to), subject: second?.subject, html: second?.html }).toEqual({
      to: "b@example.com",
      subject: "Second",
      html: false,
    });
    expect(logged.map((l) => l.file).sort()).toEqual(names.map((n) => join(dir, n)));
    expect(JSON.stringify(logged)).not.toContain("482913");
  });
});
