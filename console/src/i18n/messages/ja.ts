import type { ConsoleMessages } from "./ko";

/** The console's own Japanese messages. */
export const ja: ConsoleMessages = {
  brand: "Orbis",
  skipToContent: "本文へスキップ",
  nav: {
    main: "メインメニュー",
    home: "ホーム",
    features: "機能",
    pricing: "料金プラン",
    signIn: "ログイン",
    projects: "マイプロジェクト",
    sites: "サイト",
    statistics: "統計",
    download: "ダウンロード",
    mypage: "マイページ",
    toggleMenu: "メニューの表示/非表示",
    signOut: "ログアウト",
  },
  banner: {
    text: "Orbis は自分のサーバーで動く 360° バーチャルツアービルダーです。",
    close: "バナーを閉じる",
  },
  landing: {
    title: "360° バーチャルツアーを作り、自分のサーバーから公開",
    lead: "Orbis はパノラマ写真をつないだシーンにマーカーと音声ガイドを付け、Web に公開するツアービルダーです。データは運用するサーバーに残ります。",
    start: "はじめる",
    pricing: "料金プランを見る",
    featuresTitle: "できること",
    feature1Title: "シーンのアップロードと接続",
    feature1Text:
      "360° 画像をドロップすると、すばやく開けるタイルに分割され、シーン同士をリンクできます。",
    feature2Title: "マーカー、音声、3D モデル",
    feature2Text:
      "情報マーカーにテキストとリンクを付け、音声ガイドを生成・再生し、GLB モデルを配置します。",
    feature3Title: "公開と履歴",
    feature3Text:
      "ツアーを公開アドレスで発行し、発行履歴を残し、静的サイトとしてダウンロードできます。",
  },
  status: {
    notFoundText: "お探しのページは存在しないか、移動しました。",
    accessDeniedText: "このページを表示する権限がありません。",
    serverErrorText: "サーバーで問題が発生しました。しばらくしてからもう一度お試しください。",
    home: "ホームへ",
  },
  notAvailable: {
    text: "この画面はこのサーバーではまだ利用できません。",
  },
  snackbar: {
    success: "成功",
    warning: "警告",
    error: "エラー",
    info: "お知らせ",
  },
  terms: {
    title: "利用規約",
    summary:
      "Orbis を使うと、利用規約とプライバシーポリシーに同意したことになります。全文は規約ページにあります。",
    full: "規約の全文を読む",
  },
  footer: {
    terms: "利用規約",
    privacy: "プライバシーポリシー",
    language: "言語",
    currency: "通貨",
    note: "Orbis — セルフホストの 360° バーチャルツアービルダー",
  },
};
