/*
 * The shared space preview's and the comment thread's Korean messages (`sharing.preview`,
 * `sharing.comments`); the other languages follow this shape.
 */

/** The comment thread (the shared space preview, the editor's side panel). */
export const koSharingComments = {
  title: "댓글",
  label: "댓글",
  placeholder: "댓글을 입력하세요",
  counter: "{{count}} / {{max}}",
  counterLong: "{{max}}자 중 {{count}}자",
  post: "등록",
  posting: "등록 중…",
  blank: "댓글 내용을 입력해 주세요.",
  tooLong: "댓글은 {{max}}자까지 쓸 수 있습니다.",
  unstorable: "저장할 수 없는 문자가 들어 있습니다.",
  retryIn: "({{seconds}}초 후에 다시 시도해 주세요)",
  list: "댓글 목록",
  byline: "{{name}} 님의 댓글",
  you: "나",
  edited: "수정됨",
  edit: "수정",
  editLabel: "댓글 수정",
  save: "저장",
  cancel: "취소",
  delete: "삭제",
  deleteTitle: "이 댓글을 삭제할까요?",
  deleteOwn: "모든 사람에게서 댓글이 사라지며 되돌릴 수 없습니다.",
  deleteOther: "{{name}} 님의 댓글이 모든 사람에게서 사라지며 되돌릴 수 없습니다.",
  deleted: "댓글을 삭제했습니다.",
  empty: "아직 댓글이 없습니다. 첫 댓글을 남겨 보세요.",
  loading: "댓글을 불러오는 중…",
  loadFailed: "댓글을 불러오지 못했습니다.",
  retry: "다시 시도",
  older: "이전 댓글 더 보기",
  loadingOlder: "불러오는 중…",
  panelHint:
    "이 투어를 공유받은 사람들이 남긴 댓글입니다. 소유자는 어떤 댓글이든 삭제할 수 있습니다.",
};

/** `/shared/:id/preview`: a shared tour played, with its comments. */
export const koSharingPreview = {
  loading: "공유된 투어를 불러오는 중…",
  sharedBy: "{{name}} 님이 공유함",
  tourFrame: "투어: {{title}}",
  openTour: "새 탭에서 투어 열기",
  offline: "소유자가 이 투어를 비공개로 전환했습니다. 댓글은 계속 볼 수 있습니다.",
  notSharedTitle: "공유되지 않은 투어입니다",
  notSharedText:
    "이 투어는 나에게 공유된 적이 없거나, 소유자가 공유를 중단했거나 공유 코드를 삭제했습니다.",
  backToList: "공유받은 투어 목록으로",
  loadFailed: "공유된 투어를 불러오지 못했습니다.",
  retry: "다시 시도",
};
