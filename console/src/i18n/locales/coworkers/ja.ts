import type { ConsoleMessages } from "../ko";

/** The coworker invitations' Japanese messages. */
export const jaCoworkers: ConsoleMessages["coworkers"] = {
  email: "招待するアカウントのメールアドレス",
  role: "権限",
  invite: "招待",
  help: "編集者はツアーを編集・公開でき、閲覧者は見るだけです。Orbisアカウントのあるメールアドレスだけを招待できます。",
  invited: "{{email}}さんを招待しました。",
  remove: "外す",
  removeWho: "{{name}}さんを外す",
  removed: "共同作業者を外しました。",
  leave: "プロジェクトから抜ける",
  left: "プロジェクトから抜けました。",
};
