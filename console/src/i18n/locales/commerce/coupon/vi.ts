import type { koCommerceCoupon } from "./ko";

/** `/mypage/coupon` and the event page's claim button. */
export const viCommerceCoupon: typeof koCommerceCoupon = {
  register: {
    title: "Đăng ký mã phiếu giảm giá",
    label: "Mã phiếu giảm giá",
    hint: "4 đến 32 chữ cái, chữ số hoặc dấu gạch ngang",
    submit: "Đăng ký",
    working: "Đang đăng ký…",
    done: "Bạn đã nhận phiếu giảm giá “{{name}}”.",
    refused: {
      10404: "Không có phiếu giảm giá nào có mã này.",
      10409: "Bạn đã có phiếu giảm giá này.",
      other: "Không thể đăng ký phiếu giảm giá. Hãy thử lại.",
    },
  },
  list: {
    title: "Phiếu giảm giá của bạn",
    empty: "Bạn chưa có phiếu giảm giá nào.",
    percentOff: "Giảm {{percent}}%",
    amountOff: "Giảm {{amount}}",
    expires: "Đến {{date}}",
    noExpiry: "Không có hạn",
    usedOn: "Đã dùng ngày {{date}}",
  },
  state: {
    unused: "Có thể dùng",
    used: "Đã dùng",
    expired: "Đã hết hạn",
  },
  claim: {
    button: "Nhận phiếu",
    working: "Đang nhận…",
    claimed: "Đã nhận",
    signIn: "Đăng nhập để nhận phiếu",
  },
  picker: {
    label: "Phiếu giảm giá",
    none: "Không dùng phiếu",
    option: "{{name}} · {{discount}}",
    refused: "Phiếu giảm giá không được áp dụng: {{message}}",
  },
  events: {
    lead: "Bạn có thể nhận các phiếu giảm giá đang có tại trang sự kiện.",
    link: "Nhận phiếu tại trang sự kiện",
  },
};
