/** The words the journey's first screens must show in one language (the console's own copy). */
export interface FirstScreenWords {
  readonly language: "en" | "vi" | "ja";
  readonly landingTitle: string;
  readonly signIn: string;
  readonly loginTitle: string;
  readonly loginSubmit: string;
  readonly email: string;
  readonly password: string;
  readonly createAccount: string;
  readonly registerTitle: string;
  readonly sendCode: string;
}

/** English (console/src/i18n/locales/en.ts and auth/en.ts). */
export const EN: FirstScreenWords = {
  language: "en",
  landingTitle: "Build 360° virtual tours and publish them from your own server",
  signIn: "Sign in",
  loginTitle: "Login",
  loginSubmit: "Sign in",
  email: "Email",
  password: "Password",
  createAccount: "Create an account",
  registerTitle: "Create your Orbis account",
  sendCode: "Send code",
};

/** Vietnamese. */
export const VI: FirstScreenWords = {
  language: "vi",
  landingTitle: "Tạo tour ảo 360° và xuất bản từ máy chủ của bạn",
  signIn: "Đăng nhập",
  loginTitle: "Đăng nhập",
  loginSubmit: "Đăng nhập",
  email: "Email",
  password: "Mật khẩu",
  createAccount: "Tạo tài khoản",
  registerTitle: "Tạo tài khoản Orbis",
  sendCode: "Gửi mã",
};

/** Japanese. */
export const JA: FirstScreenWords = {
  language: "ja",
  landingTitle: "360° バーチャルツアーを作り、自分のサーバーから公開",
  signIn: "ログイン",
  loginTitle: "ログイン",
  loginSubmit: "ログイン",
  email: "メールアドレス",
  password: "パスワード",
  createAccount: "アカウントを作成",
  registerTitle: "Orbis アカウントを作成",
  sendCode: "コードを送信",
};
