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
};
