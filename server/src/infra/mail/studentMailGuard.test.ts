import { studentAddressOf } from "@orbis/core/edu";
import { describe, expect, it } from "vitest";
import type { Mailer, MailMessage } from "./mailer";
import { withoutStudentMail } from "./studentMailGuard";

const recordingMailer = () => {
  const sent: MailMessage[] = [];
  let closed = false;
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
    close: async () => {
      closed = true;
    },
  };
  return { mailer, sent, isClosed: () => closed };
};

describe("the student mail guard", () => {
  const student = studentAddressOf("st-k7q2zp");

  it.each([
    ["a bare reserved address", student],
    ["a reserved address in upper case", student.toUpperCase()],
    ["a reserved address with a name", `민지 <${student}>`],
  ])("logs and does not send to %s", async (_label, to) => {
    const { mailer, sent } = recordingMailer();
    const logged: { to: string; subject: string }[] = [];
    const guarded = withoutStudentMail(mailer, (info) => logged.push(info));
    await guarded.send({ to, subject: "Your code", text: "Your code is 482913" });
    expect(sent).toEqual([]);
    expect(logged).toEqual([{ to, subject: "Your code" }]);
    expect(JSON.stringify(logged)).not.toContain("482913");
  });

  it.each([
    ["an ordinary address", "ana@example.com"],
    ["an ordinary address with a name", "Ana <ana@example.com>"],
    ["an address that only mentions the domain", "students.orbis.invalid@example.com"],
  ])("sends to %s and logs nothing", async (_label, to) => {
    const { mailer, sent } = recordingMailer();
    const logged: unknown[] = [];
    const guarded = withoutStudentMail(mailer, (info) => logged.push(info));
    const message = { to, subject: "Hello", text: "Hi" };
    await guarded.send(message);
    expect(sent).toEqual([message]);
    expect(logged).toEqual([]);
  });

  it("closes the mailer it wraps", async () => {
    const { mailer, isClosed } = recordingMailer();
    await withoutStudentMail(mailer, () => {}).close();
    expect(isClosed()).toBe(true);
  });
});
