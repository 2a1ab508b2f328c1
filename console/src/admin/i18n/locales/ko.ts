import { koResources } from "../../resources/locales/ko";

/** A record that is not there or not the caller's, as the admin says it. */
const notFound = "이 항목은 없거나 내 계정에서 볼 수 있는 항목이 아닙니다.";

/**
 * The admin's own Korean texts: its shell (title, no-access pages) and every resource's texts;
 * the shape the others follow.
 */
export const koAdmin = {
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
    notFound: notFound,
    fieldProblems: {
      unstorable: "저장할 수 없는 문자(NUL 등)가 들어 있습니다",
      format: "형식이 맞지 않습니다",
      invalid: "이 값은 쓸 수 없습니다",
    },
  },
  // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
  ra: { notification: { item_doesnt_exist: notFound } },
  resources: koResources,
};

export type AdminMessages = typeof koAdmin;
