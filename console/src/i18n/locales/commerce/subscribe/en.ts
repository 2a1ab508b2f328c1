import type { koCommerceSubscribe } from "./ko";

/** The subscription screen (`/mypage/subscribe`). */
export const enCommerceSubscribe: typeof koCommerceSubscribe = {
  title: "Subscription",
  plan: {
    heading: "Plan",
    name: "Plan",
    none: "Your plan has expired",
    period: "Period",
    since: "Since {{from}}",
    range: "{{from}} – {{to}}",
    hosting: "Hosting",
    change: "Change plan",
  },
  next: {
    retry:
      "The last charge failed. It will be tried again on {{date}}; change your payment method before then if needed.",
    heading: "Next charge",
    at: "Date",
    amount: "Amount",
    item: "Item",
    none: "No charge is scheduled. Your plan ends when its period ends.",
  },
  method: {
    heading: "Payment method",
    none: "No payment method is registered",
    default: "Default",
    makeDefault: "Make default",
    change: "Change payment method",
    changed: "Your payment method was changed.",
    others: "Other payment methods",
  },
  cancel: {
    action: "Cancel renewal",
    confirmTitle: "Cancel the renewal?",
    confirmText: "You keep your plan until {{date}}; nothing is charged after that.",
    confirm: "Cancel renewal",
    keep: "Keep it",
    done: "The renewal is cancelled.",
  },
};
