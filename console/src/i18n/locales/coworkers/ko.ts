/** The coworker invitations' Korean messages; the other languages follow this shape. */
export const koCoworkers = {
  email: "초대할 계정의 이메일",
  role: "권한",
  invite: "초대",
  help: "편집자는 투어를 편집하고 게시할 수 있고, 뷰어는 볼 수만 있습니다. Orbis 계정이 있는 이메일만 초대할 수 있습니다.",
  invited: "{{email}} 님을 초대했습니다.",
  remove: "내보내기",
  removeWho: "{{name}} 님 내보내기",
  removed: "공동 작업자를 내보냈습니다.",
  leave: "프로젝트 나가기",
  left: "프로젝트에서 나왔습니다.",
};
