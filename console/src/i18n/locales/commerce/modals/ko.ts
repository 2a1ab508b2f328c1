/**
 * The card payment and payment-method modals' own words. Titles, buttons, field messages, card
 * types and PayPal's status come from core's `payments` namespace.
 */
export const koCommerceModals = {
  cardType: "카드 종류",
  cardNumber: "카드 번호",
  cardGroup: "카드 번호, {{group}}번째 묶음",
  expiry: "유효기간 (MMYY)",
  pwdDigit: "비밀번호 (앞 2자리)",
  birth: "생년월일 (YYMMDD)",
  businessNumber: "사업자등록번호",
  combinedId: "생년월일 (YYMMDD) 또는 사업자등록번호",
  email: "이메일 (선택)",
  product: "상품",
  total: "총 결제 금액",
  terms: "약관",
  required: "(필수)",
  optional: "(선택)",
  viewTerm: "{{title}} 보기",
  method: "결제 수단",
  card: "카드",
  paypal: "PayPal",
  connectPayPal: "PayPal 연결",
  connecting: "PayPal 연결 중…",
  payFailed: "결제가 완료되지 않았습니다.",
  registerFailed: "결제 수단을 등록하지 못했습니다.",
  connectFailed: "PayPal을 연결하지 못했습니다.",
};
