import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** A record that is not there or not the caller's, as the admin says it. */
const NOT_FOUND: Record<Language, string> = {
  ko: "이 항목은 없거나 내 계정에서 볼 수 있는 항목이 아닙니다.",
  en: "This record does not exist, or it is not one of yours.",
  vi: "Mục này không tồn tại hoặc không thuộc tài khoản của bạn.",
  ja: "この項目は存在しないか、あなたのアカウントの項目ではありません。",
};

/** The admin's own texts outside any resource: its title and the no-access page. */
export const adminShellMessages: Record<Language, MessageTree> = {
  ko: {
    orbis: {
      title: "Orbis 관리자",
      menu: "메뉴",
      backToConsole: "Orbis 콘솔로 돌아가기",
      loading: "관리자 화면을 여는 중…",
      failed: "관리자 화면을 열지 못했습니다. 잠시 후 다시 시도해 주세요.",
      noAccess: {
        title: "관리자 화면을 쓸 수 없는 계정입니다",
        text: "관리자 화면은 에듀 관리자와 인증 강사만 쓸 수 있습니다. 에듀 요금제로 바꾸면 학생 그룹과 라이선스를 관리할 수 있습니다.",
        plans: "요금제 보기",
        home: "내 프로젝트로",
      },
      studentAccess: {
        title: "관리자 화면은 강사용입니다",
        text: "관리자 화면은 강사와 에듀 관리자가 반과 학생, 라이선스, 제출물 검토를 관리하는 곳입니다. 내 반과 라이선스, 제출한 강의는 내 반 페이지에서 볼 수 있습니다.",
        classPage: "내 반 페이지로",
      },
      notFound: NOT_FOUND.ko,
      fieldProblems: {
        unstorable: "저장할 수 없는 문자(NUL 등)가 들어 있습니다",
        format: "형식이 맞지 않습니다",
        invalid: "이 값은 쓸 수 없습니다",
      },
    },
    // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
    ra: { notification: { item_doesnt_exist: NOT_FOUND.ko } },
  },
  en: {
    orbis: {
      title: "Orbis admin",
      menu: "Menu",
      backToConsole: "Back to Orbis",
      loading: "Opening the admin console…",
      failed: "The admin console could not open. Please try again in a moment.",
      noAccess: {
        title: "This account has no access to the admin console",
        text: "The admin console is for education admins and certified instructors. Move to an education plan to manage student groups and licences.",
        plans: "See the plans",
        home: "Back to my projects",
      },
      studentAccess: {
        title: "The admin console is for instructors",
        text: "This is where instructors and education admins manage their classes, students, licences and reviews. Your class, your licence and the lectures you submitted are on your class page.",
        classPage: "Go to my class page",
      },
      notFound: NOT_FOUND.en,
      fieldProblems: {
        unstorable: "Contains a character that cannot be stored (such as NUL)",
        format: "Not written in the expected form",
        invalid: "This value cannot be used",
      },
    },
    // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
    ra: { notification: { item_doesnt_exist: NOT_FOUND.en } },
  },
  vi: {
    orbis: {
      title: "Quản trị Orbis",
      menu: "Menu",
      backToConsole: "Quay lại Orbis",
      loading: "Đang mở trang quản trị…",
      failed: "Không mở được trang quản trị. Vui lòng thử lại sau.",
      noAccess: {
        title: "Tài khoản này không có quyền vào trang quản trị",
        text: "Trang quản trị dành cho quản trị viên giáo dục và giảng viên được chứng nhận. Hãy chuyển sang gói giáo dục để quản lý nhóm học sinh và giấy phép.",
        plans: "Xem các gói",
        home: "Về dự án của tôi",
      },
      studentAccess: {
        title: "Trang quản trị dành cho giảng viên",
        text: "Đây là nơi giảng viên và quản trị viên giáo dục quản lý lớp, học sinh, giấy phép và việc duyệt bài. Lớp của bạn, giấy phép và các bài giảng bạn đã nộp nằm ở trang lớp của bạn.",
        classPage: "Đến trang lớp của tôi",
      },
      notFound: NOT_FOUND.vi,
      fieldProblems: {
        unstorable: "Có ký tự không lưu được (như NUL)",
        format: "Không đúng định dạng",
        invalid: "Không dùng được giá trị này",
      },
    },
    // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
    ra: { notification: { item_doesnt_exist: NOT_FOUND.vi } },
  },
  ja: {
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
      notFound: NOT_FOUND.ja,
      fieldProblems: {
        unstorable: "保存できない文字（NUL など）が含まれています",
        format: "形式が正しくありません",
        invalid: "この値は使えません",
      },
    },
    // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
    ra: { notification: { item_doesnt_exist: NOT_FOUND.ja } },
  },
};
