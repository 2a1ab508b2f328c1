/** Korean texts of the submissions resource (`resources.submissions.*`: the review queue); the shape the others follow. */
export const koSubmissions = {
  name: "제출물",
  fields: {
    title: "투어 제목",
    studentAlias: "학생",
    groupId: "그룹",
    status: "상태",
    submittedAt: "제출한 때",
    reviewedAt: "검토한 때",
    reviewComment: "피드백",
    q: "검색",
  },
  status: {
    code_shared: "코드 공유",
    in_review: "검토 중",
    approved: "승인됨",
    rejected: "반려됨",
  },
  preview: {
    title: "미리 보기",
    open: "미리 보기 열기",
    reload: "미리 보기 다시 열기",
    newTab: "새 탭에서 열기",
    expires: "이 링크는 %{at}까지 열 수 있습니다.",
    frame: "제출된 투어 미리 보기: %{title}",
  },
  review: {
    title: "검토",
    feedback: "학생에게 줄 피드백",
    feedbackHelp: "승인할 때는 선택, 반려할 때는 꼭 적어 주세요.",
    feedbackRequired: "반려하려면 무엇을 고쳐야 하는지 피드백을 적어 주세요.",
    approve: "승인",
    reject: "반려",
    done: { approved: "제출물을 승인했습니다.", rejected: "제출물을 반려했습니다." },
  },
};

export type SubmissionsMessages = typeof koSubmissions;
