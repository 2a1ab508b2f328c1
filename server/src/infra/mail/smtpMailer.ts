import { createTransport } from "nodemailer";
import type { Mailer } from "./mailer";

/** The part of a pino-style logger the mailer uses. */
export interface MailerLog {
  readonly info: (obj: object, msg: string) => void;
  readonly error: (obj: object, msg: string) => void;
}

/**
 * Mail through an SMTP server, configured by one URL (`smtp://user:pass@host:587`,
 * `smtps://…:465`; nodemailer reads options such as `?pool=true` from the query). Logs name the
 * recipient and subject only: bodies carry sign-in codes and reset links.
 */
export const createSmtpMailer = (smtpUrl: string, from: string, log: MailerLog): Mailer => {
  const transport = createTransport(smtpUrl);
  return {
    send: async (message) => {
      const { to, subject } = message;
      try {
        const info = await transport.sendMail({ from, ...message });
        log.info({ to, subject, messageId: info.messageId }, "mail sent");
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ to, subject, reason }, "mail not sent");
        throw error;
      }
    },
    close: async () => {
      transport.close();
    },
  };
};
