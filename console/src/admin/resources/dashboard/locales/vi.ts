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
    used: "%{smart_count} ảnh trong tháng này",
    left: "Còn %{left} / %{limit} tín dụng tháng",
    unlimited: "Không giới hạn hằng tháng",
    renews: "Tín dụng được làm mới vào %{at}",
    sketch:
      "Chưa cấu hình mô hình AI: ảnh là bản phác thảo theo thủ tục, không phải ảnh do mô hình AI tạo ra.",
  },
};
