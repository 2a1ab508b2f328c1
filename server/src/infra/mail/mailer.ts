/** One message. Both parts are sent; the text part is what the `.eml` reader sees first. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/**
 * Outgoing mail (docs/architecture.md#parts-that-must-be-real): one `.eml` file per message under `DATA_DIR/mail/` by default,
 * SMTP when `SMTP_URL` is set.
 */
export interface Mailer {
  readonly send: (message: MailMessage) => Promise<void>;
  readonly close: () => Promise<void>;
}
