import type { VerificationMailTexts } from "../mails";

/** Japanese texts of the verification mails; `{{code}}`, `{{minutes}}` and `{{link}}` are filled in. */
export const jaVerificationMail: VerificationMailTexts = {
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
};
