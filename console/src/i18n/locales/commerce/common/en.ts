import type { koCommerceCommon } from "./ko";

/** Words every commerce screen uses. */
export const enCommerceCommon: typeof koCommerceCommon = {
  loading: "Loading…",
  retry: "Try again",
  loadFailed: "This information could not be loaded.",
};
