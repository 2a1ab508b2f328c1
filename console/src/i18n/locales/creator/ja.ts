import type { ConsoleMessages } from "../ko";

/** The creator's tour and image actions in Japanese. */
export const jaCreator: ConsoleMessages["creator"] = {
  tourMenu: {
    open: "ツアー「{{title}}」の操作",
    label: "その他",
    rename: "名前を変更",
    details: "詳細を編集",
    delete: "削除",
  },
  rename: {
    title: "ツアー名の変更",
    label: "ツアーのタイトル",
    save: "名前を保存",
    done: "ツアー名を「{{title}}」に変更しました",
  },
  details: {
    open: "ツアーの詳細",
    title: "ツアーの詳細",
    loading: "ツアーの詳細を読み込んでいます…",
    loadFailed: "ツアーの詳細を読み込めませんでした。",
    name: "タイトル",
    description: "説明",
    descriptionHint: "{{max}}文字まで。公開ページに表示されます。",
    viewing: "閲覧者の画面",
    autorotate: "自動回転（1秒あたりの角度）",
    autorotateHint: "0で停止、負の値で左に回ります。{{min}}から{{max}}まで。",
    sceneList: "シーンの一覧を表示する",
    geoMap: "地図表示を提供する（位置のあるシーン）",
    seo: "検索エンジン用タグ（SEO）を使う",
    seoTitle: "検索結果のタイトル",
    seoDescription: "検索結果の説明",
    seoKeywords: "キーワード",
    seoKeywordsHint: "カンマ区切りで{{max}}個まで。",
    og: "リンクプレビュー（Open Graph）を使う",
    ogTitle: "プレビューのタイトル",
    ogDescription: "プレビューの説明",
    ogImageUrl: "プレビュー画像のアドレス（任意）",
    ga: "Google アナリティクスを使う",
    gaId: "GA4 測定 ID",
    gaHint: "G- で始まる ID（例: G-AB12CD34EF）",
    limitHint: "{{max}}文字まで。",
    planNote:
      "SEO、Open Graph、Google アナリティクスは、プロジェクト所有者のプランに含まれている場合のみ有効にできます。",
    save: "保存",
    cancel: "キャンセル",
    saved: "ツアーの詳細を保存しました",
  },
  problem: {
    required: "入力してください。",
    tooLong: "{{max}}文字以内で入力してください。",
    tooMany: "{{max}}個まで入力できます。",
    range: "{{min}}から{{max}}までの数値を入力してください。",
    character: "保存できない文字が含まれています。",
    format: "形式が正しくありません。",
    autorotateFormat: "数値を入力してください。",
    ogImageUrlFormat:
      "http:// または https:// で始まるアドレスか、/ で始まるパスを入力してください。",
    gaMeasurementIdFormat: "G- で始まる GA4 測定 ID を入力してください（例: G-AB12CD34EF）。",
  },
  remove: {
    title: "このツアーを削除しますか？",
    scenes_one:
      "ツアー「{{title}}」を、{{count}}件のシーンとそのファイル、マーカーとともに削除します。",
    scenes_other:
      "ツアー「{{title}}」を、{{count}}件のシーンとそのファイル、マーカーとともに削除します。",
    versions_one:
      "公開した{{count}}件のバージョンも削除され、公開ページ /t/{{slug}} は開けなくなります。",
    versions_other:
      "公開した{{count}}件のバージョンも削除され、公開ページ /t/{{slug}} は開けなくなります。",
    versionsOffline_one: "公開した{{count}}件のバージョンも削除されます。",
    versionsOffline_other: "公開した{{count}}件のバージョンも削除されます。",
    storage: "使っていた保存容量は戻ります。元に戻すことはできません。",
    confirm: "ツアーを削除",
    cancel: "キャンセル",
    done: "ツアー「{{title}}」を削除しました",
  },
  images: {
    renameWho: "{{title}} の名前を変更",
    rename: "名前を変更",
    renameTitle: "画像の名前の変更",
    name: "画像の名前",
    nameHint: "拡張子、画像リンク、ビューアページのアドレスは変わりません。",
    save: "名前を保存",
    renamed: "画像の名前を「{{title}}」に変更しました",
    deleteWho: "{{title}} を削除",
    delete: "削除",
    deleteTitle: "この画像を削除しますか？",
    deleteText:
      "「{{title}}」（{{bytes}}）を削除します。画像リンクとビューアページが開けなくなるため、他のサイトに埋め込んだ画像も表示されなくなります。元に戻すことはできません。",
    deleted: "画像を削除し、ホスティングの保存容量が戻りました。",
    cancel: "キャンセル",
  },
  uploads: {
    checking: "すでにあるファイルか確認しています…",
    repeated:
      "{{name}}: 同じ名前のファイルを一度に2回選びました。最初のものだけをアップロードします。",
    title: "このツアーにすでにあるファイル",
    lead: "同じ名前のファイルから作ったシーンがあります。ファイルごとに、スキップするか、そのシーンの画像を置き換えるかを選んでください。",
    skip: "スキップ",
    replace: "シーンの画像を置き換える",
    send: "続ける",
    cancel: "これらのファイルをすべて取り消す",
    skipped: "アップロードしなかったファイル: {{names}}",
  },
  readOnly: {
    banner:
      "このツアーは閲覧のみできます。閲覧者として招待されているため、アップロード、編集、公開はできません。",
    open: "エディターで見る",
    editorNote: "このプロジェクトの編集者です。ツアーをエディターで開くと、編集と公開ができます。",
  },
};
