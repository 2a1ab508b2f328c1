import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the dashboard (`resources.dashboard.*`). */
export const dashboardMessages: Record<Language, MessageTree> = {
  ko: {
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
  },
  en: {
    name: "Dashboard",
    active: {
      title: "Students active per week",
      desc: "For each of the last 8 weeks, the students whose last sign-in fell in that week",
      week: "Week starting",
      students: "Students",
    },
    submissions: { title: "Submissions by status", count: "Submissions" },
    expiring: {
      title: "Licences expiring in 30 days",
      count: "%{smart_count} licence |||| %{smart_count} licences",
      list: "Licences expiring soon",
      until: "Until %{at}",
      all: "See all licences",
    },
    ai: {
      title: "AI image usage",
      unavailable:
        "AI images are not available on this server yet, so there is no monthly usage to show.",
    },
  },
  vi: {
    name: "Bảng điều khiển",
    active: {
      title: "Học sinh hoạt động theo tuần",
      desc: "Trong 8 tuần gần nhất, số học sinh có lần đăng nhập cuối rơi vào từng tuần",
      week: "Tuần bắt đầu",
      students: "Học sinh",
    },
    submissions: { title: "Bài nộp theo trạng thái", count: "Bài nộp" },
    expiring: {
      title: "Giấy phép hết hạn trong 30 ngày",
      count: "%{smart_count} giấy phép",
      list: "Giấy phép sắp hết hạn",
      until: "Đến %{at}",
      all: "Xem tất cả giấy phép",
    },
    ai: {
      title: "Lượng dùng ảnh AI",
      unavailable: "Máy chủ này chưa hỗ trợ ảnh AI nên chưa có lượng dùng hằng tháng.",
    },
  },
  ja: {
    name: "ダッシュボード",
    active: {
      title: "週ごとのアクティブな生徒",
      desc: "直近 8 週間の各週に最後にログインした生徒の数",
      week: "週の始まり",
      students: "生徒数",
    },
    submissions: { title: "状態別の提出物", count: "提出物の数" },
    expiring: {
      title: "30 日以内に期限が切れるライセンス",
      count: "%{smart_count} 件",
      list: "まもなく期限が切れるライセンス",
      until: "%{at} まで",
      all: "すべてのライセンスを見る",
    },
    ai: {
      title: "AI 画像の利用状況",
      unavailable: "このサーバーではまだ AI 画像を使えないため、月間の利用量はありません。",
    },
  },
};
