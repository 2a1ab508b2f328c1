import type { RestoreMailTexts } from "../restoreMail";

/** Japanese texts of the restore mail. */
export const jaRestoreMail: RestoreMailTexts = {
  subject: "[Orbis] アカウント復元のご案内",
  intro:
    "無効化されたOrbisアカウントの復元がリクエストされました。下のリンクを開くと、アカウントを再びご利用いただけます。",
  action: "アカウントを復元する",
  outro:
    "このリンクは24時間以内に1回だけ使用できます。お心当たりがない場合は、このメールを破棄してください。",
};
