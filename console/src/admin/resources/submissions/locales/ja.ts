import type { SubmissionsMessages } from "./ko";

/** Japanese texts of the submissions resource (`resources.submissions.*`: the review queue). */
export const jaSubmissions: SubmissionsMessages = {
  name: "提出物",
  fields: {
    title: "ツアー名",
    studentAlias: "生徒",
    groupId: "グループ",
    status: "状態",
    submittedAt: "提出日時",
    reviewedAt: "確認日時",
    reviewComment: "フィードバック",
    q: "検索",
  },
  status: {
    code_shared: "コード共有",
    in_review: "確認待ち",
    approved: "承認済み",
    rejected: "差し戻し",
  },
  preview: {
    title: "プレビュー",
    open: "プレビューを開く",
    reload: "プレビューを開き直す",
    newTab: "新しいタブで開く",
    expires: "このリンクは %{at} まで開けます。",
    frame: "提出されたツアーのプレビュー: %{title}",
  },
  review: {
    title: "確認",
    feedback: "生徒へのフィードバック",
    feedbackHelp: "承認するときは任意、差し戻すときは必須です。",
    feedbackRequired: "差し戻すには、何を直せばよいかを書いてください。",
    approve: "承認",
    reject: "差し戻す",
    done: { approved: "提出物を承認しました。", rejected: "提出物を差し戻しました。" },
  },
};
