import type { koCommerceModals } from "./ko";

/** The card payment and payment-method modals' own words (the rest is core's `payments`). */
export const viCommerceModals: typeof koCommerceModals = {
  cardType: "Loại thẻ",
  cardNumber: "Số thẻ",
  cardGroup: "Số thẻ, nhóm {{group}}",
  expiry: "Hạn sử dụng (MMYY)",
  pwdDigit: "Mật khẩu (2 số đầu)",
  birth: "Ngày sinh (YYMMDD)",
  businessNumber: "Mã số doanh nghiệp",
  combinedId: "Ngày sinh (YYMMDD) hoặc mã số doanh nghiệp",
  email: "Email (không bắt buộc)",
  product: "Sản phẩm",
  total: "Tổng cộng",
  terms: "Điều khoản",
  required: "(bắt buộc)",
  optional: "(không bắt buộc)",
  viewTerm: "Xem {{title}}",
  method: "Phương thức thanh toán",
  card: "Thẻ",
  paypal: "PayPal",
  connectPayPal: "Kết nối PayPal",
  connecting: "Đang kết nối PayPal…",
  payFailed: "Thanh toán không thành công.",
  registerFailed: "Không thể đăng ký phương thức thanh toán.",
  connectFailed: "Không thể kết nối PayPal.",
};
