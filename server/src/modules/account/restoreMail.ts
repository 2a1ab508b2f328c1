import type { Language } from "@orbis/core/contract";
import { escapeHtml } from "@orbis/core/format";
import type { MailMessage } from "../../infra/mail/mailer";
import { enRestoreMail } from "./locales/en";
import { jaRestoreMail } from "./locales/ja";
import { koRestoreMail } from "./locales/ko";
import { viRestoreMail } from "./locales/vi";

/** The texts of the restore mail in one language (`locales/<language>.ts`). */
export interface RestoreMailTexts {
  readonly subject: string;
  readonly intro: string;
  readonly action: string;
  readonly outro: string;
}

const COPY: Readonly<Record<Language, RestoreMailTexts>> = {
  ko: koRestoreMail,
  en: enRestoreMail,
  vi: viRestoreMail,
  ja: jaRestoreMail,
};

/** The mail that carries a restore link, in the account's language. */
export const restoreMail = (to: string, url: string, language: Language): MailMessage => {
  const copy = COPY[language];
  return {
    to,
    subject: copy.subject,
    text: `${copy.intro}\n\n${url}\n\n${copy.outro}\n`,
    html: `<p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(copy.action)}</a></p><p>${escapeHtml(copy.outro)}</p>`,
  };
};
