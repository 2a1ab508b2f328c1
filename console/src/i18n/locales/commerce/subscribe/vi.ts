import type { koCommerceSubscribe } from "./ko";

/** The subscription screen (`/mypage/subscribe`). */
export const viCommerceSubscribe: typeof koCommerceSubscribe = {
  title: "Gói đăng ký",
  plan: {
    heading: "Gói",
    name: "Gói",
    none: "Gói của bạn đã hết hạn",
    period: "Thời hạn",
    since: "Từ {{from}}",
    range: "{{from}} – {{to}}",
    hosting: "Lưu trữ",
    change: "Đổi gói",
  },
  next: {
    retry:
      "Lần thanh toán trước không thành công. Sẽ thử lại vào {{date}}; hãy đổi phương thức thanh toán trước đó nếu cần.",
    heading: "Lần thanh toán tiếp theo",
    at: "Ngày",
    amount: "Số tiền",
    item: "Sản phẩm",
    none: "Không có khoản thanh toán nào được lên lịch. Gói sẽ kết thúc khi hết thời hạn.",
  },
  method: {
    heading: "Phương thức thanh toán",
    none: "Chưa đăng ký phương thức thanh toán",
    default: "Mặc định",
    makeDefault: "Đặt làm mặc định",
    change: "Đổi phương thức thanh toán",
    changed: "Đã đổi phương thức thanh toán.",
    others: "Phương thức khác",
  },
  cancel: {
    action: "Hủy gia hạn",
    confirmTitle: "Hủy gia hạn tự động?",
    confirmText: "Bạn vẫn dùng gói đến {{date}}; sau đó sẽ không bị thu phí.",
    confirm: "Hủy gia hạn",
    keep: "Giữ lại",
    done: "Đã hủy gia hạn tự động.",
  },
};
