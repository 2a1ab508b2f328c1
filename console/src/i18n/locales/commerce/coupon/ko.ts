/** `/mypage/coupon` and the event page's claim button. */
export const koCommerceCoupon = {
  register: {
    title: "쿠폰 코드 등록",
    label: "쿠폰 코드",
    hint: "영문, 숫자, 하이픈(-) 4~32자",
    submit: "등록",
    working: "등록하는 중…",
    done: "“{{name}}” 쿠폰이 등록되었습니다.",
    refused: {
      10404: "이 코드의 쿠폰이 없습니다.",
      10409: "이미 가지고 있는 쿠폰입니다.",
      other: "쿠폰을 등록하지 못했습니다. 다시 시도하세요.",
    },
  },
  list: {
    title: "보유 쿠폰",
    empty: "보유한 쿠폰이 없습니다.",
    percentOff: "{{percent}}% 할인",
    amountOff: "{{amount}} 할인",
    expires: "{{date}}까지",
    noExpiry: "기한 없음",
    usedOn: "{{date}} 사용",
  },
  state: {
    unused: "사용 가능",
    used: "사용 완료",
    expired: "기간 만료",
  },
  claim: {
    button: "쿠폰 받기",
    working: "받는 중…",
    claimed: "받은 쿠폰",
    signIn: "로그인하고 쿠폰 받기",
  },
  picker: {
    label: "쿠폰",
    none: "쿠폰 사용 안 함",
    option: "{{name}} · {{discount}}",
    refused: "쿠폰이 적용되지 않았습니다: {{message}}",
  },
  events: {
    lead: "이벤트 페이지에서 진행 중인 쿠폰을 받을 수 있습니다.",
    link: "쿠폰 받으러 가기",
  },
};
