import type { koCommerceUsage } from "./ko";

/** The usage screen (`/mypage/usage`): what the account uses against its plan. */
export const enCommerceUsage: typeof koCommerceUsage = {
  lead: "What your plan allows and how much of it you use now.",
  storageTitle: "Storage",
  contentsStorage: "Contents storage",
  hostingStorage: "Hosting storage",
  countsTitle: "Projects and publishing",
  projects: "Projects",
  publishedUrls: "Published URLs",
  toursTitle: "Tours per project",
  toursOf: "Tours of {{name}}",
  noProjects: "No projects yet. Each project may hold up to {{limit}} tours.",
  noProjectsUnlimited: "No projects yet. Each project may hold any number of tours.",
  bytesUsage: "{{used}} of {{total}} ({{percent}})",
  countUsage: "{{used}} of {{limit}} ({{percent}})",
  unlimitedBytes: "{{used}} used · no storage limit",
  unlimitedCount: "{{used}} · unlimited",
  warning: "{{percent}} of the limit is used.",
  upgradeLead: "Something is close to its limit. Upgrading your plan raises the limits.",
  upgrade: "Upgrade your plan",
  more: {
    title: "More storage",
    lead: "Add storage without changing your plan. Paid once by card; it does not renew.",
    period: { DAY: "{{count}} days", MONTH: "{{count}} month(s)", YEAR: "{{count}} year(s)" },
    item: "{{size}} · {{period}} · {{price}}",
    buy: "Buy {{name}}",
    paid: "Your storage has been added.",
    settling: "Confirming your payment…",
    failed: "The payment did not go through: {{message}}",
    failedPlain: "The payment did not go through.",
  },
};
