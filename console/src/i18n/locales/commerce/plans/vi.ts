import type { koCommercePlans } from "./ko";

/** The plan-change screen (`/payment`, `/payment/yearly`). */
export const viCommercePlans: typeof koCommercePlans = {
  title: "Đổi gói",
  periods: { label: "Chu kỳ thanh toán", MONTH: "Hằng tháng", YEAR: "Hằng năm" },
  perPeriod: { MONTH: "{{price}} / tháng", YEAR: "{{price}} / năm" },
  notSold: "Không bán bằng loại tiền này",
  current: "Gói của bạn: {{plan}}",
  currentUntil: "Gói của bạn: {{plan}} (đến {{date}})",
  noPlan: "Gói của bạn đã hết hạn. Hãy chọn gói mới.",
  currentBadge: "Gói hiện tại",
  choose: "Chọn {{plan}}",
  chosen: "Đã chọn",
  hosting: "Lưu trữ hình ảnh",
  limits: {
    hostingProjects: "{{count}} dự án lưu trữ hình ảnh",
    projects: "{{count}} dự án",
    tours: "{{count}} tour mỗi dự án",
    storage: "Dung lượng {{size}}",
    unlimited: "Không giới hạn",
    edu: {
      groups: "Nhóm học sinh và tài khoản học sinh",
      licences: "Mua và cấp giấy phép cho học sinh",
      reviews: "Xem xét và phê duyệt bài giảng học sinh đã nộp",
      certification: "Chứng nhận giảng viên, gia hạn hằng năm khi gói còn trả phí",
    },
  },
  method: { label: "Thanh toán bằng", card: "Thẻ", paypal: "PayPal (USD)" },
  quote: {
    loading: "Đang tính số tiền…",
    heading: "{{plan}} · {{period}}",
    new: "Bạn thanh toán {{total}} bây giờ cho {{from}} – {{to}}.",
    upgrade:
      "Bạn thanh toán {{total}} bây giờ cho phần còn lại của kỳ hiện tại ({{from}} – {{to}}).",
    downgrade: "Gói của bạn chuyển sang {{plan}} vào {{date}}; khi đó sẽ thu {{total}}.",
    subtotal: "Giá",
    discount: "Giảm giá",
    total: "Tổng cộng",
  },
  pay: {
    savedCard: "Thanh toán {{total}} bằng {{card}}",
    otherCard: "Thanh toán bằng thẻ khác",
    byCard: "Thanh toán bằng thẻ",
    schedule: "Lên lịch đổi gói",
    paypal: "Tiếp tục với PayPal",
    paying: "Đang thanh toán…",
  },
  outcome: {
    paid: "Thanh toán hoàn tất: {{goods}}.",
    scheduled: "Gói của bạn sẽ đổi vào {{date}}.",
    settling: "Đang xác nhận thanh toán…",
    failed: "Thanh toán không thành công: {{message}}",
    failedPlain: "Thanh toán không thành công.",
    subscription: "Xem gói đăng ký",
    receipts: "Xem lịch sử thanh toán",
  },
};
