import type { PaymentsMessages } from "../messageTypes";

/** Vietnamese `payments` messages. */
export const viPaymentsMessages: PaymentsMessages = {
  modal: {
    paymentTitle: "Thanh toán",
    methodTitle: "Phương thức thanh toán",
    complete: "Hoàn tất",
    agreeAndPay: "Đồng ý và thanh toán",
    selectAll: "Đồng ý tất cả",
    view: "Xem",
    close: "Đóng",
  },
  field: {
    required: "Vui lòng điền vào trường này.",
    format: "Vui lòng khớp với định dạng được yêu cầu.",
  },
  terms: { mandatory: "Vui lòng đồng ý với các điều khoản bắt buộc." },
  paypal: {
    selected: "Đã chọn xong phương thức thanh toán!",
    notSelected: "Chưa chọn phương thức thanh toán",
    required: "Vui lòng đăng ký phương thức thanh toán PayPal.",
  },
  cardType: { PERSONAL: "Cá nhân", CORPORATION: "Doanh nghiệp" },
  money: { free: "Miễn phí" },
  status: {
    PENDING: "Chờ thanh toán",
    RESERVE: "Đã đặt trước đơn hàng",
    RESERVE_FAIL: "Đặt trước đơn hàng thất bại",
    PAID: "Chờ giao sản phẩm",
    PROVIDE_ITEM_FAIL: "Giao sản phẩm thất bại",
    COMPLETE: "Thanh toán hoàn tất",
    REFUND_REQUEST: "Đã yêu cầu hoàn tiền",
    REFUND_COMPLETE: "Hoàn tiền hoàn tất",
    SCHEDULED: "Đã lên lịch thanh toán",
  },
  errors: { notInitialised: "Mô-đun thanh toán chưa được khởi tạo." },
};
