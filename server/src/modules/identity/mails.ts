import { VERIFICATION_LIMITS } from "@orbis/core/auth";
import type { Language, VerifyType } from "@orbis/core/contract";
import { escapeHtml } from "@orbis/core/format";
import { interpolate } from "@orbis/core/i18n";
import type { MailMessage } from "../../infra/mail/mailer";
import { enVerificationMail } from "./locales/en";
import { jaVerificationMail } from "./locales/ja";
import { koVerificationMail } from "./locales/ko";
import { viVerificationMail } from "./locales/vi";

/** The texts of the verification mails in one language (`locales/<language>.ts`). */
export type VerificationMailTexts = Readonly<
  Record<VerifyType, { readonly subject: string; readonly lead: string }>
> & {
  readonly code: string;
  readonly link: string;
  readonly expiry: string;
  readonly ignore: string;
};

/** Mail texts per language; `{{code}}`, `{{minutes}}` and `{{link}}` are filled in. */
const TEXTS: Readonly<Record<Language, VerificationMailTexts>> = {
  ko: koVerificationMail,
  en: enVerificationMail,
  vi: viVerificationMail,
  ja: jaVerificationMail,
};

/** The mail carrying a verification code; a reset mail also carries a link to the reset page. */
export const verificationMail = (input: {
  readonly to: string;
  readonly purpose: VerifyType;
  readonly code: string;
  readonly verifyId: string;
  readonly language: Language;
  readonly publicUrl: string;
}): MailMessage => {
  const t = TEXTS[input.language];
  const link =
    input.purpose === "reset-password"
      ? `${input.publicUrl}/password?${new URLSearchParams({ email: input.to, verifyId: input.verifyId, code: input.code })}`
      : undefined;
  const lines = [
    t[input.purpose].lead,
    interpolate(t.code, { code: input.code }),
    ...(link === undefined ? [] : [interpolate(t.link, { link })]),
    interpolate(t.expiry, { minutes: VERIFICATION_LIMITS.codeTtlMs / 60_000 }),
    t.ignore,
  ];
  const html = lines
    .map((line, i) =>
      i === 1
        ? `<p style="font-size:24px;letter-spacing:4px"><b>${escapeHtml(line)}</b></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join("\n");
  return { to: input.to, subject: t[input.purpose].subject, text: lines.join("\n\n"), html };
};
