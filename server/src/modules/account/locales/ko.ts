import type { RestoreMailTexts } from "../restoreMail";

/** Korean texts of the restore mail. */
export const koRestoreMail: RestoreMailTexts = {
  subject: "[Orbis] 계정 복구 링크",
  intro:
    "비활성화된 Orbis 계정의 복구를 요청하셨습니다. 아래 링크를 열어 계정을 다시 사용할 수 있습니다.",
  action: "계정 복구하기",
  outro:
    "이 링크는 24시간 동안 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하세요.",
};
