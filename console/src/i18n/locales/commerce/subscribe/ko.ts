/** The subscription screen (`/mypage/subscribe`). */
export const koCommerceSubscribe = {
  title: "구독 정보",
  plan: {
    heading: "요금제",
    name: "요금제",
    none: "요금제가 만료되었습니다",
    period: "이용 기간",
    since: "{{from}}부터",
    range: "{{from}} – {{to}}",
    hosting: "호스팅",
    change: "요금제 변경",
  },
  next: {
    retry:
      "지난 결제가 실패했습니다. {{date}}에 다시 시도합니다. 필요하면 그 전에 결제 수단을 바꾸세요.",
    heading: "다음 결제",
    at: "결제일",
    amount: "금액",
    item: "상품",
    none: "예약된 결제가 없습니다. 요금제는 이용 기간이 끝나면 종료됩니다.",
  },
  method: {
    heading: "결제 수단",
    none: "등록된 결제 수단이 없습니다",
    default: "기본",
    makeDefault: "기본으로 설정",
    change: "결제 수단 변경",
    changed: "결제 수단이 변경되었습니다.",
    others: "다른 결제 수단",
  },
  cancel: {
    action: "자동 갱신 해지",
    confirmTitle: "자동 갱신을 해지할까요?",
    confirmText: "{{date}}까지 현재 요금제를 이용할 수 있으며, 이후에는 결제되지 않습니다.",
    confirm: "해지",
    keep: "유지",
    done: "자동 갱신이 해지되었습니다.",
  },
};
