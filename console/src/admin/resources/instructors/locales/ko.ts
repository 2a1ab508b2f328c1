/** Korean texts of the instructors resource (`resources.instructors.*`: the caller's own profile); the shape the others follow. */
export const koInstructors = {
  name: "강사 정보",
  fields: {
    name: "이름",
    organization: "소속",
    phone: "전화번호",
    introduction: "소개",
  },
  missing: "강사 정보를 찾지 못했습니다.",
  certification: {
    title: "강사 인증",
    certified: "인증 상태",
    yes: "인증됨",
    no: "인증 안 됨",
    number: "인증 번호",
    expiresAt: "만료일",
    renew: "인증 갱신",
    renewed: "강사 인증을 갱신했습니다.",
    needsPlan: "강사 요금제를 결제하면 갱신할 수 있습니다.",
    plans: "요금제 보기",
  },
};

export type InstructorsMessages = typeof koInstructors;
