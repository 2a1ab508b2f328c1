import type { koCommercePlans } from "./ko";

/** The plan-change screen (`/payment`, `/payment/yearly`). */
export const enCommercePlans: typeof koCommercePlans = {
  title: "Change plan",
  periods: { label: "Billing period", MONTH: "Monthly", YEAR: "Yearly" },
  perPeriod: { MONTH: "{{price}} / month", YEAR: "{{price}} / year" },
  notSold: "Not sold in this currency",
  current: "Your plan: {{plan}}",
  currentUntil: "Your plan: {{plan}} (until {{date}})",
  noPlan: "Your plan has expired. Choose a new one.",
  currentBadge: "Current plan",
  choose: "Choose {{plan}}",
  chosen: "Chosen",
  limits: {
    projects: "{{count}} projects",
    tours: "{{count}} tours per project",
    storage: "{{size}} storage",
    unlimited: "Unlimited",
  },
  method: { label: "Pay with", card: "Card", paypal: "PayPal (USD)" },
  quote: {
    loading: "Working out the amount…",
    heading: "{{plan}} · {{period}}",
    new: "You pay {{total}} now for {{from}} – {{to}}.",
    upgrade: "You pay {{total}} now for the rest of your current period ({{from}} – {{to}}).",
    downgrade: "Your plan changes to {{plan}} on {{date}}; {{total}} will be charged then.",
    subtotal: "Price",
    discount: "Discount",
    total: "Total",
  },
  pay: {
    savedCard: "Pay {{total}} with {{card}}",
    otherCard: "Pay with another card",
    byCard: "Pay by card",
    schedule: "Schedule the change",
    paypal: "Continue to PayPal",
    paying: "Paying…",
  },
  outcome: {
    paid: "Payment complete. You are now on {{plan}}.",
    scheduled: "Your plan changes on {{date}}.",
    settling: "Confirming your payment…",
    failed: "The payment did not go through: {{message}}",
    failedPlain: "The payment did not go through.",
    subscription: "See your subscription",
    receipts: "See your payments",
  },
};
