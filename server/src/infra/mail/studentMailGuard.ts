import { isStudentAddress } from "@orbis/core/edu";
import type { Mailer } from "./mailer";

/** Logs a message that was kept back, without its body: codes and links stay out of logs. */
export type KeptBackLog = (info: { to: string; subject: string }) => void;

/** The address of a recipient written `address` or `Name <address>`. */
const addressOf = (to: string): string => to.match(/<([^<>]*)>\s*$/)?.[1]?.trim() ?? to.trim();

/**
 * Wraps a mailer so that nothing goes to a student's reserved address (core's
 * `isStudentAddress`): no mail can reach it, and an SMTP server would only bounce it back to us.
 * Such a message is logged instead, and the caller goes on as if it was sent, so no flow (a
 * reset request, a notice) tells a student account from any other by failing.
 */
export const withoutStudentMail = (mailer: Mailer, log: KeptBackLog): Mailer => ({
  send: async (message) => {
    if (isStudentAddress(addressOf(message.to))) {
      log({ to: message.to, subject: message.subject });
      return;
    }
    await mailer.send(message);
  },
  close: () => mailer.close(),
});
