import type { KoDownloads } from "./ko";

/** Japanese texts of the download screens: art packages and the plugin. */
export const jaDownloads: KoDownloads = {
  title: "ダウンロード",
  tabsLabel: "ダウンロードの種類",
  artPackagesTab: "アートパッケージ",
  pluginTab: "プラグイン",
  art: {
    lead: "エディターのカタログにある3Dモデルとマーカーアイコンのセットを ZIP ファイルで入手し、ツアーやお使いのツールで利用できます。",
    kindModels: "3Dモデル",
    kindMarkerIcons: "マーカーアイコン",
    items: "{{count}} 点",
    size: "サイズ {{size}}",
    download: "ダウンロード",
    downloadLabel: "{{name}} をダウンロード",
    downloading: "ダウンロード中…",
    saved: "{{file}} を保存しました",
    locked: "ロック中",
    lockedLabel: "{{name}}: 現在のプランには含まれていません",
    upgradeLead:
      "現在のプランにはアートパッケージが含まれていません。プランをアップグレードすると、すべてのパッケージをダウンロードできます。",
    upgrade: "プランをアップグレード",
    loading: "読み込み中…",
    loadFailed: "アートパッケージを読み込めませんでした。",
    retry: "再試行",
  },
  plugin: {
    lead: "Orbis プラグインは Orbis のコマンドラインツール orbis です。ターミナルやスクリプトから、パノラマの一括アップロード、公開、エクスポート、AI パノラマの作成、授業資料の管理ができます。",
    featuresTitle: "できること",
    features: {
      upload:
        "フォルダー内のパノラマをツアーのシーンとして一括アップロード(中断しても続きから再開)",
      publish: "複数のツアーをまとめて公開",
      export: "ツアーを Pannellum JSON や静的サイトの ZIP でエクスポートし、他のツアーをインポート",
      ai: "プロンプトから AI パノラマを作成してツアーに追加",
      edu: "授業資料: グループの生徒一覧をエクスポートし、名前のリストから生徒アカウントを作成",
    },
    installTitle: "インストール",
    installLead: "Node.js 20 以降があれば、このサーバーから直接インストールできます。",
    copy: "コピー",
    copyLabel: "「{{command}}」をコピー",
    copied: "コマンドをコピーしました",
    copyFailed: "コピーできませんでした。コマンドを選択して手動でコピーしてください。",
    tarball: "パッケージファイル(.tgz)をダウンロード",
    loginTitle: "ログイン",
    loginLead:
      "ブラウザーでログインします。コマンドがこのサイトのログインページを開き、ログインするとセッションをコマンドラインに渡します。",
    examplesTitle: "使用例",
    examples: {
      help: "すべてのコマンドを表示",
      projects: "プロジェクトの一覧",
      upload: "フォルダーのパノラマをツアーにアップロード",
      publish: "ツアーを公開",
      ai: "AI パノラマを作成",
    },
  },
  publicPage: {
    title: "{{product}} プラグイン",
    lead: "Orbis プラグイン(コマンドラインツール)のインストールと、ブラウザーでのログイン方法です。",
    signIn: "Orbis にログイン",
  },
};
