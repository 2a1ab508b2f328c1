import type { koCommerceCommon } from "./ko";

/** Words every commerce screen uses. */
export const viCommerceCommon: typeof koCommerceCommon = {
  loading: "Đang tải…",
  retry: "Thử lại",
  loadFailed: "Không thể tải thông tin này.",
};
