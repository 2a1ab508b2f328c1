import { VERIFICATION_LIMITS } from "@orbis/core/auth";
import type { Language, VerifyType } from "@orbis/core/contract";
import { escapeHtml } from "@orbis/core/format";
import { interpolate } from "@orbis/core/i18n";
import type { MailMessage } from "../../infra/mail/mailer";

type Texts = Readonly<Record<VerifyType, { readonly subject: string; readonly lead: string }>> & {
  readonly code: string;
  readonly link: string;
  readonly expiry: string;
  readonly ignore: string;
};

/** Mail texts per language; `{{code}}`, `{{minutes}}` and `{{link}}` are filled in. */
const TEXTS: Readonly<Record<Language, Texts>> = {
  ko: {
    register: {
      subject: "[Orbis] 이메일 인증 코드",
      lead: "Orbis 가입을 위한 이메일 인증 코드입니다.",
    },
    "reset-password": {
      subject: "[Orbis] 비밀번호 재설정",
      lead: "비밀번호 재설정을 요청하셨습니다.",
    },
    "change-email": {
      subject: "[Orbis] 이메일 확인 코드",
      lead: "이 이메일 주소를 Orbis 계정에 사용하려면 아래 코드를 입력하세요.",
    },
    leave: {
      subject: "[Orbis] 회원 탈퇴 확인 코드",
      lead: "회원 탈퇴를 확인하기 위한 코드입니다.",
    },
    code: "인증 코드: {{code}}",
    link: "또는 이 링크에서 바로 진행하세요: {{link}}",
    expiry: "코드는 {{minutes}}분 동안 유효합니다.",
    ignore: "요청하지 않으셨다면 이 메일을 무시하세요. 계정은 안전합니다.",
  },
  en: {
    register: {
      subject: "[Orbis] Your verification code",
      lead: "Here is the code to verify your email for Orbis.",
    },
    "reset-password": {
      subject: "[Orbis] Reset your password",
      lead: "You asked to reset your Orbis password.",
    },
    "change-email": {
      subject: "[Orbis] Confirm your email address",
      lead: "Enter this code to use this address with your Orbis account.",
    },
    leave: {
      subject: "[Orbis] Confirm closing your account",
      lead: "Here is the code to confirm closing your Orbis account.",
    },
    code: "Verification code: {{code}}",
    link: "Or continue with this link: {{link}}",
    expiry: "The code works for {{minutes}} minutes.",
    ignore: "If you did not ask for this, ignore this mail; your account is safe.",
  },
  vi: {
    register: {
      subject: "[Orbis] Mã xác minh của bạn",
      lead: "Đây là mã để xác minh email đăng ký Orbis của bạn.",
    },
    "reset-password": {
      subject: "[Orbis] Đặt lại mật khẩu",
      lead: "Bạn đã yêu cầu đặt lại mật khẩu Orbis.",
    },
    "change-email": {
      subject: "[Orbis] Xác nhận địa chỉ email",
      lead: "Nhập mã này để dùng địa chỉ này cho tài khoản Orbis.",
    },
    leave: {
      subject: "[Orbis] Xác nhận đóng tài khoản",
      lead: "Đây là mã để xác nhận đóng tài khoản Orbis.",
    },
    code: "Mã xác minh: {{code}}",
    link: "Hoặc tiếp tục bằng liên kết này: {{link}}",
    expiry: "Mã có hiệu lực trong {{minutes}} phút.",
    ignore: "Nếu bạn không yêu cầu, hãy bỏ qua thư này; tài khoản của bạn vẫn an toàn.",
  },
  ja: {
    register: {
      subject: "[Orbis] 認証コードのお知らせ",
      lead: "Orbisの登録に必要なメール認証コードです。",
    },
    "reset-password": {
      subject: "[Orbis] パスワードの再設定",
      lead: "Orbisのパスワード再設定のご依頼を受け付けました。",
    },
    "change-email": {
      subject: "[Orbis] メールアドレスの確認",
      lead: "このアドレスをOrbisアカウントで使うには、次のコードを入力してください。",
    },
    leave: { subject: "[Orbis] 退会確認コード", lead: "Orbisの退会を確認するためのコードです。" },
    code: "認証コード: {{code}}",
    link: "またはこちらのリンクから続行してください: {{link}}",
    expiry: "コードの有効期限は{{minutes}}分です。",
    ignore: "お心当たりがない場合は、このメールを無視してください。アカウントは安全です。",
  },
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
