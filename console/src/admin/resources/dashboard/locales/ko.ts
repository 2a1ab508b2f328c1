/** Korean texts of the dashboard (`resources.dashboard.*`); the shape the others follow. */
export const koDashboard = {
  name: "대시보드",
  active: {
    title: "주별 활동 학생",
    desc: "최근 8주 동안 주마다, 그 주에 마지막으로 로그인한 학생 수",
    week: "주 시작일",
    students: "학생 수",
  },
  submissions: { title: "상태별 제출물", count: "제출물 수" },
  expiring: {
    title: "30일 안에 끝나는 라이선스",
    count: "%{smart_count}개",
    list: "곧 끝나는 라이선스",
    until: "%{at}까지",
    all: "라이선스 모두 보기",
  },
  ai: {
    title: "AI 이미지 사용량",
    unavailable: "이 서버에서는 아직 AI 이미지를 쓸 수 없어 월 사용량이 없습니다.",
  },
};

export type DashboardMessages = typeof koDashboard;
