import type { Language } from "../contract/enums";
import type { StudentCsvHeadings } from "./studentCsv";

/**
 * The student list file's column headings in each language: the server heads the download in
 * the request's language, and the CLI heads a credentials sheet in its own.
 */
export const STUDENT_CSV_HEADINGS: Readonly<Record<Language, StudentCsvHeadings>> = {
  ko: {
    userAlias: "이름",
    loginId: "아이디",
    password: "비밀번호",
    licenceExpiresAt: "라이선스 만료일",
    lastLoginAt: "최근 로그인",
  },
  en: {
    userAlias: "Name",
    loginId: "Login ID",
    password: "Password",
    licenceExpiresAt: "Licence expires",
    lastLoginAt: "Last sign-in",
  },
  vi: {
    userAlias: "Tên",
    loginId: "ID đăng nhập",
    password: "Mật khẩu",
    licenceExpiresAt: "Giấy phép hết hạn",
    lastLoginAt: "Đăng nhập gần nhất",
  },
  ja: {
    userAlias: "名前",
    loginId: "ログインID",
    password: "パスワード",
    licenceExpiresAt: "ライセンス有効期限",
    lastLoginAt: "最終ログイン",
  },
};
