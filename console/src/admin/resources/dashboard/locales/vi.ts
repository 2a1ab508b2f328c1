import type { DashboardMessages } from "./ko";

/** Vietnamese texts of the dashboard (`resources.dashboard.*`). */
export const viDashboard: DashboardMessages = {
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
};
