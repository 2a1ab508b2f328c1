import type { ListSpec } from "./listQuery";

/**
 * What each admin API list may be sorted and filtered by: the fields a console table shows and
 * the filters its side bar offers. Anything else is refused (140021) rather than ignored, so a
 * console typo shows at once instead of as an unfiltered list.
 */
export const ADMIN_LIST_SPECS = {
  groups: { sort: ["createdAt", "id", "name", "userCount"], exact: [], search: ["name"] },
  students: {
    sort: ["createdAt", "id", "userAlias", "loginId", "licenceExpiresAt", "lastLoginAt", "groupId"],
    exact: ["groupId", "licenceState"],
    search: ["userAlias", "loginId"],
  },
  licences: {
    sort: ["purchasedAt", "id", "durationMonths", "state", "deliveredAt", "expiresAt", "groupId"],
    exact: ["state", "durationMonths", "groupId", "studentId"],
    search: [],
  },
  instructors: { sort: ["id", "name"], exact: [], search: [] },
  submissions: {
    sort: ["submittedAt", "id", "status", "reviewedAt", "groupId", "studentId"],
    exact: ["status", "groupId", "studentId", "spaceId"],
    search: ["title", "studentAlias"],
  },
  audit: {
    sort: ["at", "id", "resource", "action"],
    exact: ["resource", "recordId", "action"],
    search: [],
  },
} as const satisfies Record<string, ListSpec>;

/** A resource of the admin API. */
export type AdminResource = keyof typeof ADMIN_LIST_SPECS;
