import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

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
    },
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
    },
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
    },
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
    },
  },
};
