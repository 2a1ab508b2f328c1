import type { PaymentsMessages } from "../messageTypes";

/** Korean `payments` messages: the status labels are the product's own (docs/product/states.md). */
export const koPaymentsMessages: PaymentsMessages = {
  modal: {
    paymentTitle: "결제",
    methodTitle: "결제 수단",
    complete: "완료",
    agreeAndPay: "동의하고 결제하기",
    selectAll: "전체 동의",
    view: "보기",
    close: "닫기",
  },
  field: {
    required: "이 입력란을 작성하세요.",
    format: "요청한 형식과 일치시키세요.",
  },
  terms: { mandatory: "필수 약관에 동의해 주세요." },
  paypal: {
    selected: "결제 수단 선택 완료!",
    notSelected: "선택된 결제 수단 없음",
    required: "PayPal 결제 수단을 등록해 주세요.",
  },
  cardType: { PERSONAL: "개인", CORPORATION: "법인" },
  money: { free: "무료" },
  status: {
    PENDING: "결제 대기",
    RESERVE: "주문 예약",
    RESERVE_FAIL: "주문 예약 실패",
    PAID: "상품 지급 대기",
    PROVIDE_ITEM_FAIL: "상품 지급 실패",
    COMPLETE: "결제 완료",
    REFUND_REQUEST: "환불 요청",
    REFUND_COMPLETE: "환불 완료",
    SCHEDULED: "결제 예정",
  },
  errors: { notInitialised: "결제 모듈이 초기화되지 않았습니다." },
};
