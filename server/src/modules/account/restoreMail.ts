import type { Language } from "@orbis/core/contract";
import { escapeHtml } from "@orbis/core/format";
import type { MailMessage } from "../../infra/mail/mailer";

interface MailCopy {
  readonly subject: string;
  readonly intro: string;
  readonly action: string;
  readonly outro: string;
}

const COPY: Readonly<Record<Language, MailCopy>> = {
  ko: {
    subject: "[Orbis] 계정 복구 링크",
    intro:
      "비활성화된 Orbis 계정의 복구를 요청하셨습니다. 아래 링크를 열어 계정을 다시 사용할 수 있습니다.",
    action: "계정 복구하기",
    outro:
      "이 링크는 24시간 동안 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하세요.",
  },
  en: {
    subject: "[Orbis] Restore your account",
    intro:
      "You asked to restore your deactivated Orbis account. Open the link below to use it again.",
    action: "Restore my account",
    outro: "The link works once, for 24 hours. If you did not ask for it, ignore this mail.",
  },
  vi: {
    subject: "[Orbis] Khôi phục tài khoản của bạn",
    intro:
      "Bạn đã yêu cầu khôi phục tài khoản Orbis đã bị vô hiệu hóa. Mở liên kết dưới đây để sử dụng lại.",
    action: "Khôi phục tài khoản",
    outro:
      "Liên kết chỉ dùng được một lần trong 24 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này.",
  },
  ja: {
    subject: "[Orbis] アカウント復元のご案内",
    intro:
      "無効化されたOrbisアカウントの復元がリクエストされました。下のリンクを開くと、アカウントを再びご利用いただけます。",
    action: "アカウントを復元する",
    outro:
      "このリンクは24時間以内に1回だけ使用できます。お心当たりがない場合は、このメールを破棄してください。",
  },
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
