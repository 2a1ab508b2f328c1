import type { koCommerceCoupon } from "./ko";

/** `/mypage/coupon` and the event page's claim button. */
export const enCommerceCoupon: typeof koCommerceCoupon = {
  register: {
    title: "Register a coupon code",
    label: "Coupon code",
    hint: "4 to 32 letters, digits or hyphens",
    submit: "Register",
    working: "Registering…",
    done: "The coupon “{{name}}” is yours.",
    refused: {
      10404: "No coupon has this code.",
      10409: "You already have this coupon.",
      other: "The coupon could not be registered. Try again.",
    },
  },
  list: {
    title: "Your coupons",
    empty: "You have no coupons yet.",
    percentOff: "{{percent}}% off",
    amountOff: "{{amount}} off",
    expires: "Until {{date}}",
    noExpiry: "No end date",
    usedOn: "Used on {{date}}",
  },
  state: {
    unused: "Available",
    used: "Used",
    expired: "Expired",
  },
  claim: {
    button: "Get the coupon",
    working: "Getting it…",
    claimed: "Claimed",
    signIn: "Sign in to get the coupon",
  },
  picker: {
    label: "Coupon",
    none: "No coupon",
    option: "{{name}} · {{discount}}",
    refused: "The coupon was not applied: {{message}}",
  },
  events: {
    lead: "Coupons on offer can be claimed on the events page.",
    link: "Get coupons on the events page",
  },
};
