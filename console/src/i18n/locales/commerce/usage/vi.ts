import type { koCommerceUsage } from "./ko";

/** The usage screen (`/mypage/usage`): what the account uses against its plan. */
export const viCommerceUsage: typeof koCommerceUsage = {
  lead: "Những gì gói của bạn cho phép và mức bạn đang sử dụng.",
  storageTitle: "Dung lượng lưu trữ",
  contentsStorage: "Lưu trữ nội dung",
  hostingStorage: "Lưu trữ hosting",
  countsTitle: "Dự án và xuất bản",
  projects: "Dự án",
  publishedUrls: "URL đã xuất bản",
  toursTitle: "Tour theo dự án",
  toursOf: "Tour của {{name}}",
  noProjects: "Chưa có dự án nào. Mỗi dự án có thể chứa tối đa {{limit}} tour.",
  noProjectsUnlimited: "Chưa có dự án nào. Mỗi dự án có thể chứa số tour không giới hạn.",
  bytesUsage: "{{used}} / {{total}} ({{percent}})",
  countUsage: "{{used}} / {{limit}} ({{percent}})",
  unlimitedBytes: "Đã dùng {{used}} · không giới hạn dung lượng",
  unlimitedCount: "{{used}} · không giới hạn",
  warning: "Đã sử dụng {{percent}} hạn mức.",
  upgradeLead: "Có mục sắp chạm hạn mức. Nâng cấp gói để tăng hạn mức.",
  upgrade: "Nâng cấp gói",
  more: {
    title: "Thêm dung lượng",
    lead: "Thêm dung lượng mà không đổi gói. Thanh toán một lần bằng thẻ, không tự gia hạn.",
    period: { DAY: "{{count}} ngày", MONTH: "{{count}} tháng", YEAR: "{{count}} năm" },
    item: "{{size}} · {{period}} · {{price}}",
    buy: "Mua {{name}}",
    paid: "Đã thêm dung lượng.",
    settling: "Đang xác nhận thanh toán…",
    failed: "Thanh toán không thành công: {{message}}",
    failedPlain: "Thanh toán không thành công.",
  },
};
