import type { VerificationMailTexts } from "../mails";

/** Korean texts of the verification mails; `{{code}}`, `{{minutes}}` and `{{link}}` are filled in. */
export const koVerificationMail: VerificationMailTexts = {
  register: {
    subject: "[Orbis] 이메일 인증 코드",
    lead: "Orbis 가입을 위한 이메일 인증 코드입니다.",
  },
  "reset-password": {
    subject: "[Orbis] 비밀번호 재설정",
    lead: "비밀번호 재설정을 요청하셨습니다.",
  },
  "change-email": {
    subject: "[Orbis] 이메일 확인 코드",
    lead: "이 이메일 주소를 Orbis 계정에 사용하려면 아래 코드를 입력하세요.",
  },
  leave: {
    subject: "[Orbis] 회원 탈퇴 확인 코드",
    lead: "회원 탈퇴를 확인하기 위한 코드입니다.",
  },
  code: "인증 코드: {{code}}",
  link: "또는 이 링크에서 바로 진행하세요: {{link}}",
  expiry: "코드는 {{minutes}}분 동안 유효합니다.",
  ignore: "요청하지 않으셨다면 이 메일을 무시하세요. 계정은 안전합니다.",
};
