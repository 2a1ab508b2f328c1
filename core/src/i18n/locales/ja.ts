import type { MessageShape } from "../types";
import type { ko } from "./ko";

/**
 * Japanese messages. No `ai` or `payments` namespace: those parts exist in Korean, English and
 * Vietnamese only, and their keys fall back to Korean.
 */
export const ja = {
  common: {
    actions: {
      signIn: "ログイン",
      signOut: "ログアウト",
      save: "保存",
      cancel: "キャンセル",
      close: "閉じる",
      view: "表示",
      confirm: "OK",
      complete: "完了",
    },
    languages: { ko: "韓国語", en: "英語", vi: "ベトナム語", ja: "日本語" },
    currencies: { KRW: "韓国ウォン (KRW)", USD: "米ドル (USD)" },
    snackbar: { close: "閉じる" },
    storage: {
      planWarning:
        "プランのストレージを{{percent}}%使用しています。プランをアップグレードするとストレージが追加されます。",
      hostingWarning:
        "ホスティングストレージを{{percent}}%使用しています。ホスティングプランをアップグレードするとストレージが追加されます。",
    },
    free: "無料",
  },
  pages: {
    projects: "マイプロジェクト",
    hostingImages: "360°画像ストレージ",
    profile: "登録情報の編集",
    subscription: "サブスクリプション情報",
    usage: "使用量の管理",
    purchase: "サブスクリプション情報",
    coupon: "クーポン登録",
    eduSetting: "教育アカウント設定",
    eduInstructor: "認定講師アカウント管理",
    streetview: "ストリートビューアカウント",
    purchaseStudent: "学生ライセンスの購入",
    payment: "プラン変更",
    notFound: "ページが見つかりません",
    accessDenied: "アクセスが拒否されました",
    serverError: "サーバーエラー",
  },
  errors: {
    badRequest: "リクエストが正しくありません",
    unauthorized: "このリソースにアクセスするにはログインしてください",
    forbidden: "このリソースへのアクセス権限がありません",
    notFound: "リクエストされたリソースは存在しないか、削除されました",
    conflict: "他のユーザーによって変更されました。再読み込みしてからもう一度お試しください",
    payloadTooLarge: "アップロードするファイルが大きすぎます",
    unsupportedMedia: "このファイル形式はサポートされていません",
    tooManyRequests: "リクエストが多すぎます。しばらくしてからもう一度お試しください",
    internal: "エラーが発生しました。しばらくしてからもう一度お試しください",
    unavailable: "サービスを利用できません。しばらくしてからもう一度お試しください",
    storageFull:
      "最大ストレージ容量を超えているため、アップロードできません。プランをアップグレードするとストレージが追加されます",
    accessRestricted: "このアカウントへのアクセスは制限されています",
    duplicateSession: "このアカウントが別の場所でログインしたため、ログアウトしました",
    spaceCountExceeded: "このプロジェクトのスペース数の上限を超えました",
    tourHasNoScene:
      "選択したツアーにシーンがありません。シーンを追加してからもう一度お試しください",
    projectCountExceeded: "プロジェクト数の上限を超えました",
    artPackageInaccessible: "現在のプランではアートパッケージをご利用いただけません",
    publishCountExceeded: "公開URL数の上限を超えました",
    seoNotAllowed: "現在のプランではSEO設定をご利用いただけません",
    ogNotAllowed: "現在のプランではOG設定をご利用いただけません",
    gaNotAllowed: "現在のプランではGA設定をご利用いただけません",
    statisticsNotAccessible: "現在のプランでは統計をご利用いただけません",
    hostingStorageFull: "ホスティングストレージの容量がいっぱいです",
    network: "サーバーに接続できません。接続を確認してください",
    timeout: "サーバーが時間内に応答しませんでした",
    badResponse: "サーバーの応答を読み取れませんでした",
    invalidCredentials: "メールアドレスまたはパスワードが正しくありません",
    emailNotVerified: "ログインする前にメールアドレスを認証してください",
    emailTaken: "このメールアドレスはすでに登録されています",
    codeInvalid: "認証コードが正しくありません",
    codeExpired: "認証コードの有効期限が切れました。新しいコードをリクエストしてください",
    codeAttemptsExceeded: "誤ったコードの入力が多すぎます。新しいコードをリクエストしてください",
    refreshTokenInvalid: "セッションが終了しました。もう一度ログインしてください",
    socialTokenInvalid: "ログインプロバイダーがログインを承認しませんでした",
    socialNotRegistered: "このログインプロバイダーで登録されたアカウントはまだありません",
    resetInvalid: "パスワード再設定リンクが無効か、有効期限が切れています",
    wrongPassword: "現在のパスワードが正しくありません",
    accountUnverifiable: "アカウント情報を確認できません。もう一度ログインしてください",
    paymentNotInitialised: "決済モジュールが初期化されていません",
    paymentProviderError: "決済プロバイダーがリクエストを拒否しました",
    payMethodMissing: "登録済みの支払い方法がありません",
  },
} satisfies MessageShape<Omit<typeof ko, "ai" | "payments">>;
