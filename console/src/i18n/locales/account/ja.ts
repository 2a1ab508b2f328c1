import type { ConsoleMessages } from "../ko";

/** The account screens' Japanese messages. */
export const jaAccount: ConsoleMessages["account"] = {
  loading: "読み込み中…",
  home: "ホームへ",
  info: {
    profile: {
      title: "プロフィール",
      shownAs: "表示名",
      email: "メールアドレス",
      signInMethod: "ログイン方法",
      emailMethod: "メールアドレスとパスワード",
      name: "氏名",
      nickname: "ニックネーム",
      nicknameOptional: "ニックネーム（任意）",
      save: "プロフィールを保存",
      saved: "プロフィールを保存しました。",
      blank: "{{field}}を入力してください。",
      tooLong: "{{field}}は{{max}}文字以内で入力してください。",
    },
    picture: {
      alt: "あなたのプロフィール写真",
      none: "写真なし",
      choose: "写真を選択",
      uploading: "アップロード中…",
      hint: "JPEG・PNG・WebP形式、5MBまで。正方形に切り抜いて保存されます。",
      uploaded: "プロフィール写真を変更しました。",
      wrongType: "JPEG・PNG・WebPのいずれかの画像を選択してください。",
      tooLarge: "画像は5MB以下にしてください。",
    },
    password: {
      title: "パスワード",
      social:
        "{{provider}}でログインしているため、変更できるOrbisのパスワードはありません。パスワードは{{provider}}で管理してください。",
      current: "現在のパスワード",
      new: "新しいパスワード",
      confirm: "新しいパスワード（確認）",
      currentMissing: "現在のパスワードを入力してください。",
      mismatch: "新しいパスワードと確認用の入力が一致しません。",
      same: "新しいパスワードは現在のパスワードと異なるものにしてください。",
      submit: "パスワードを変更",
      changed: "パスワードを変更しました。ほかの端末からはログアウトしました。",
    },
    settings: {
      title: "設定",
      loading: "設定を読み込み中…",
      failed: "設定を読み込めませんでした。",
      retry: "再試行",
      language: "言語",
      currency: "通貨",
      autoSave: "ツアーの編集中に自動保存する",
      saveCycle: "自動保存の間隔（秒）",
      saveCycleHint: "10秒から3600秒（1時間）まで。",
      saveCycleProblem: "自動保存の間隔は10〜3600の整数（秒）で入力してください。",
      save: "設定を保存",
      saved: "設定を保存しました。",
    },
    marketing: {
      label: "ニュース、イベント、クーポンをメールで受け取る",
      hint: "ログインコードや支払いのお知らせなど、アカウントに必要なメールはこの設定に関係なく届きます。",
      loading: "マーケティングメールの設定を読み込み中…",
      on: "マーケティングメールを受け取ります。",
      off: "マーケティングメールを今後受け取りません。",
      failed:
        "マーケティングメールの設定を保存できませんでした: {{reason}} 設定は変わっていません。",
    },
    terms: {
      title: "同意した規約",
      lead: "登録時に同意した規約と同意日です。任意の規約はここで変更できます。",
      loading: "規約を読み込み中…",
      failed: "規約を読み込めませんでした。",
      retry: "再試行",
      required: "必須",
      optional: "任意",
      agreedOn: "{{date}} に同意",
      notAgreed: "未同意",
      view: "表示",
      agree: "同意する",
      requiredNote:
        "必須の規約はアカウント利用の条件のため、ここでは撤回できません。撤回するにはアカウントを削除してください。",
      saved: "「{{title}}」への回答を保存しました。",
      saveFailed: "「{{title}}」への回答を保存できませんでした: {{reason}}",
    },
    sessions: {
      title: "ログイン中の端末",
      text: "別のパソコンやOrbis CLIのターミナルでもログインしていますか？すべての端末からログアウトすると、この端末を含むアカウントのすべてのセッションがすぐに終了します。",
      button: "すべての端末からログアウト",
    },
    commerce: {
      title: "プランとお支払い",
      text: "プラン、支払い履歴、使用量、クーポンを確認できます。",
    },
    leave: {
      title: "退会",
      text: "アカウントを無効にしてOrbisの利用を終了します。後からメールでお送りするリンクで復元できます。",
      link: "退会する",
    },
  },
  leave: {
    title: "退会",
    whatHappens: "退会するとどうなるか",
    consequences: {
      signedOut:
        "すべての端末ですぐにログアウトし、アカウントを復元するまでログインできなくなります。",
      kept: "プロジェクト、ツアー、画像、設定はそのまま保管され、復元するとすべて元に戻ります。",
      published:
        "公開したツアーは公開URLで引き続き閲覧できます。非公開にしたいツアーは先に公開を停止してください。",
      restore:
        "復元するには再度ログインしてください。復元用リンクをメールでお送りします（24時間以内に1回のみ有効）。",
    },
    reasonLegend: "退会の理由",
    reasonLead: "今後の改善に役立てます。最も近い理由を1つ選んでください。",
    reasons: {
      "not-useful": "必要な機能がない",
      "too-expensive": "料金が高い",
      "hard-to-use": "使い方が難しい",
      "found-alternative": "別のサービスに移る",
      privacy: "個人情報が心配",
      other: "その他",
    },
    wordsRequired: "退会の理由を入力してください（必須）",
    wordsOptional: "ほかにお伝えいただきたいこと（任意）",
    confirm: "アカウントが無効になり、ログアウトされることを理解しました。",
    problems: {
      reason: "退会の理由を1つ選んでください。",
      customReason: "「その他」を選んだ場合は、理由を1000文字以内で入力してください。",
      confirm: "確認のチェックボックスにチェックを入れてください。",
    },
    cancel: "キャンセルして戻る",
    submit: "アカウントを無効にする",
    done: "アカウントを無効にしました。再度ログインすればいつでも復元できます。",
  },
  restore: {
    title: "アカウントの復元",
    checking: "復元用リンクを確認しています…",
    invalid:
      "この復元用リンクは有効期限が切れているか、すでに使用されています。再度ログインすると新しいリンクを受け取れます。",
    wrongPurpose: "アカウント復元用のリンクではありません。メールのリンクをご確認ください。",
    toLogin: "ログインへ",
    signInToRestore:
      "{{email}} のアカウントを復元するにはログインしてください。以前と同じ方法（メールアドレス、または同じソーシャルアカウント）でログインしてください。",
    refused:
      "復元用リンクを使用できませんでした。有効期限切れ、使用済み、またはアカウントのログイン方法が異なります。",
    forget: "復元せずにログイン",
    deactivated: "{{email}} のアカウントは無効になっています。",
    offer:
      "アカウントを復元するリンクをメールでお送りできます。リンクは24時間以内に1回のみ有効です。",
    sendMail: "復元用リンクを受け取る",
    mailSent:
      "{{email}} に復元用リンクを送信しました。リンクを開いてから、もう一度ログインしてください。",
    done: "アカウントを復元しました。おかえりなさい！",
  },
  unsubscribe: {
    title: "マーケティングメールの配信停止",
    checking: "配信停止リンクを確認しています…",
    lead: "{{email}} へのお知らせ、イベント、クーポンのメール配信を停止します。",
    accountMails:
      "認証コードやお支払いのお知らせなど、アカウントに必要なメールは引き続き届きます。",
    submit: "配信を停止する",
    invalid: "この配信停止リンクは無効か、有効期限が切れています。",
    wrongPurpose: "配信停止用のリンクではありません。メールのリンクをご確認ください。",
    doneTitle: "配信を停止しました",
    done: "{{email}} にOrbisのマーケティングメールは今後送信されません。",
    doneNoEmail: "メールの受信設定を保存しました。",
  },
  integration: {
    title: "Orbisへのログイン",
    working: "ログインしています…",
    missing:
      "このリンクにはログイン情報が含まれていません。ご利用中のサービスからもう一度Orbisを開いてください。",
    refused: "ログインできませんでした。{{reason}}",
    toLogin: "自分でログインする",
  },
  social: {
    noSignIn:
      "先に{{provider}}でログインしてください。ログイン画面で「{{provider}}で続ける」を選ぶと、ここに戻って登録を完了できます。",
    lead: "この{{provider}}アカウントで登録されたOrbisアカウントはまだありません。以下を入力すると登録が完了します。",
    sharedEmail: "メールアドレス: {{email}}",
    emailHint:
      "{{provider}}からメールアドレスを取得できませんでした。連絡先のアドレスを入力してください。",
    emailProblem: "正しいメールアドレスを入力してください。",
  },
};
