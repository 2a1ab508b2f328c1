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
    used: "이번 달 이미지 %{smart_count}장",
    left: "월 %{limit}장 중 %{left}장 남음",
    unlimited: "월 사용량 제한 없음",
    renews: "%{at}에 크레딧이 다시 채워집니다",
    sketch: "AI 모델이 설정되지 않아, 이미지는 AI 모델이 아닌 절차적 스케치 생성기로 그려집니다.",
  },
};

export type DashboardMessages = typeof koDashboard;
