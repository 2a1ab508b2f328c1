import type { StudentsMessages } from "./ko";

/** Japanese texts of the students resource (`resources.students.*`, in Polyglot's format). */
export const jaStudents: StudentsMessages = {
  name: "生徒",
  fields: {
    userAlias: "名前",
    loginId: "ログインID",
    groupId: "グループ",
    licenceState: "ライセンス",
    licenceExpiresAt: "ライセンス有効期限",
    lastLoginAt: "最終ログイン",
    createdAt: "登録日",
    id: "ID",
  },
  licenceStates: { none: "なし", delivered: "有効", expired: "期限切れ" },
  select: "%{name} を選択",
  reset: {
    button: "パスワードをリセット",
    title: "パスワードをリセット",
    confirm: "%{name}さんに新しいパスワードを発行しますか？今のパスワードは使えなくなります。",
    doneTitle: "%{name}さんの新しいパスワード",
    once: "このパスワードは今回しか表示されません。生徒に渡してください。生徒は初回ログイン時に自分のパスワードに変更します。",
  },
  export: {
    button: "CSVをエクスポート",
    pickGroup: "先にフィルターでグループを選んでください。",
    done: "%{file} をダウンロードしました。",
  },
  import: {
    button: "生徒を一括登録",
    title: "生徒を一括登録",
    group: "グループ",
    paste: "生徒の名前（1行に1人）",
    file: "CSVまたはTXTファイルをアップロード",
    reading: "グループの生徒を読み込んでいます…",
    preview: "プレビュー",
    line: "行",
    name: "名前",
    problem: "確認",
    ok: "登録可",
    problems: {
      duplicate: "同じ名前がリストに既にあります",
      taken: "このグループに同じ名前の生徒がいます",
      tooLong: "名前が長すぎます（50文字まで）",
      unstorable: "保存できない文字が含まれています",
    },
    fileProblems: {
      empty:
        "%{file} は空です。生徒の名前を1行に1人ずつ書いて保存し、もう一度アップロードしてください。",
      binary:
        "%{file} はテキストファイルではありません。ブックや画像ではなく、CSV（コンマ区切り）または TXT で保存したファイルをアップロードしてください。",
      encoding:
        "%{file} の文字を読み取れません。UTF-8 または EUC-KR（Excel の「CSV UTF-8」または「CSV」）で保存してから、もう一度アップロードしてください。",
      headerOnly:
        "%{file} には見出しの行だけがあり、生徒の名前がありません。見出しの下に名前を1行に1人ずつ書いてください。",
      noNameColumn:
        "%{file} には列が複数ありますが、どの列が名前かわかりません。生徒の名前がある列の先頭に「名前」と書いてください。",
    },
    verdict: {
      empty: "名前を貼り付けるか、ファイルをアップロードしてください。",
      problems: "印の付いた行を直すと登録できます。",
      tooMany: "一度に登録できるのは100人までです。",
      ready: "%{smart_count}人を登録します。",
    },
    create: "登録",
    creating: "登録しています…",
  },
  sheet: {
    title: "ログイン情報",
    warning:
      "パスワードは今回しか表示されません。閉じる前にCSVをダウンロードするか印刷してください。",
    download: "CSVをダウンロード",
    fileName: "生徒ログイン情報.csv",
  },
  copy: { button: "コピー", done: "コピーしました" },
  deliver: {
    button: "ライセンスを付与",
    title: "ライセンスを付与",
    students: "選択した生徒%{smart_count}人に1つずつライセンスを付与します。",
    duration: "期間",
    months: "%{smart_count}か月",
    submit: "付与",
    mixedGroups:
      "一度に付与できるのは1つのグループの生徒だけです。同じグループの生徒を選んでください。",
    shortfall: "未使用のライセンスが足りません：必要 %{needed}、残り %{available}。",
    buy: "ライセンスを購入",
    done: "ライセンスを%{smart_count}つ付与しました。",
  },
};
