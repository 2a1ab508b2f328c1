import { jaResources } from "../../resources/locales/ja";
import type { AdminMessages } from "./ko";

/** A record that is not there or not the caller's, as the admin says it. */
const notFound = "この項目は存在しないか、あなたのアカウントの項目ではありません。";

/** The admin's own Japanese texts: its shell (title, no-access pages) and every resource's texts. */
export const jaAdmin: AdminMessages = {
  orbis: {
    title: "Orbis 管理画面",
    menu: "メニュー",
    backToConsole: "Orbis に戻る",
    loading: "管理画面を開いています…",
    failed: "管理画面を開けませんでした。しばらくしてからもう一度お試しください。",
    noAccess: {
      title: "このアカウントは管理画面を使えません",
      text: "管理画面は教育管理者と認定講師のためのものです。教育プランに変更すると、生徒グループとライセンスを管理できます。",
      plans: "プランを見る",
      home: "マイプロジェクトへ",
    },
    studentAccess: {
      title: "管理画面は講師のためのものです",
      text: "管理画面は、講師と教育管理者がクラス、生徒、ライセンス、提出物の審査を管理する場所です。あなたのクラス、ライセンス、提出した講義はクラスのページで確認できます。",
      classPage: "自分のクラスのページへ",
    },
    notFound: notFound,
    fieldProblems: {
      unstorable: "保存できない文字（NUL など）が含まれています",
      format: "形式が正しくありません",
      invalid: "この値は使えません",
    },
  },
  // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
  ra: { notification: { item_doesnt_exist: notFound } },
  resources: jaResources,
};
