import type { ConsoleMessages } from "../ko";

/** The sign-in and registration screens' Japanese messages. */
export const jaAuth: ConsoleMessages["auth"] = {
  fields: {
    email: "メールアドレス",
    emailOrLoginId: "メールアドレスまたはログインID",
    password: "パスワード",
    newPassword: "新しいパスワード",
    name: "名前",
    code: "認証コード",
  },
  providers: { kakao: "Kakao", naver: "NAVER", google: "Google", facebook: "Facebook" },
  login: {
    title: "ログイン",
    submit: "ログイン",
    social: "ほかのアカウントで続ける",
    withProvider: "{{provider}}で続ける",
    notConfigured: "（このサーバーでは未設定）",
    register: "アカウントを作成",
    forgotPassword: "パスワードをお忘れですか？",
  },
  cli: {
    title: "Orbis CLI にログイン",
    lead: "ターミナルから Orbis アカウントでのログインが求められています。このブラウザーのログイン状態は変わりません。",
    cancel: "キャンセルしてターミナルに知らせる",
    signedIn: "Orbis CLI にログインしました。ターミナルに戻ってください。",
    cancelled: "ログインをキャンセルしました。ターミナルに戻ってください。",
    refused: {
      redirect:
        "このログインリンクはこのコンピューターの Orbis CLI に戻らないため、何も渡していません。orbis login --web をもう一度実行してください。",
      state: "ログインリンクが不完全です。orbis login --web をもう一度実行してください。",
    },
  },
  code: {
    resend: "コードを再送信",
    resent: "{{email}} に新しいコードを送りました。前のコードは使えなくなりました。",
    waitHint: "{{seconds}} 秒後に新しいコードを要求できます。",
    tooOften: "コードの要求が多すぎます。{{seconds}} 秒後にもう一度お試しください。",
    exhausted:
      "この要求ではこれ以上新しいコードを受け取れません。メールアドレスの入力からやり直してください。",
    restart: "最初からやり直す",
  },
  register: {
    title: "Orbis アカウントを作成",
    emailLead: "メールアドレスを入力してください。本人確認のコードをお送りします。",
    sendCode: "コードを送信",
    codeLead: "{{email}} に 6 桁のコードを送りました。有効期間は 10 分です。",
    verify: "確認",
    detailsLead: "あと少しです。名前、パスワード、規約への同意を入力してください。",
    passwordHint: "8 文字以上で、文字と数字をそれぞれ 1 つ以上含めてください。",
    terms: "規約",
    agreeAll: "すべてに同意",
    required: "（必須）",
    optional: "（任意）",
    view: "表示",
    submit: "アカウントを作成",
    mandatoryTerms: "必須の規約に同意してください。",
    back: "戻る",
  },
  completed: {
    title: "Orbis へようこそ！",
    text: "アカウントの準備ができました。最初のプロジェクトを作り、パノラマをアップロードしてツアーを始めましょう。",
    start: "マイプロジェクトへ",
  },
  reset: {
    title: "パスワードの再設定",
    lead: "アカウントのメールアドレスを入力してください。コードをお送りします。",
    sendCode: "コードを送信",
    codeLead:
      "{{email}} にパスワードが設定されていれば、6 桁のコードを送りました。有効期間は 10 分です。",
    verify: "確認",
    passwordLead: "新しいパスワードを決めてください。ほかの端末のログインはすべて解除されます。",
    submit: "パスワードを変更",
    done: "パスワードを変更しました。新しいパスワードでログインしてください。",
    signIn: "ログイン",
  },
  setPassword: {
    title: "自分のパスワードを設定",
    text: "先生から受け取ったワンタイムパスワードでログインしました。続けるには自分のパスワードを設定してください。ワンタイムパスワードは使えなくなります。",
    current: "ワンタイムパスワード",
    submit: "パスワードを設定して続ける",
    done: "パスワードを設定しました。",
  },
  password: {
    tooShort: "パスワードは 8 文字以上にしてください。",
    tooLong: "パスワードは 128 文字以下にしてください。",
    noLetter: "パスワードには文字を 1 つ以上含めてください。",
    noDigit: "パスワードには数字を 1 つ以上含めてください。",
    blankEdge: "パスワードの先頭と末尾に空白は使えません。",
  },
  social: {
    working: "ログインしています…",
    denied: "{{provider}} でのログインはキャンセルまたは拒否されました。",
    forged: "このブラウザーで始めたログインではないため、使用しませんでした。",
    unknown: "このログイン方法には対応していません。",
    backToLogin: "ログインに戻る",
  },
  redirect: {
    working: "ログインしています…",
    failed: "ログインリンクが無効か、期限が切れています。",
  },
};
