import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the dashboard (`resources.dashboard.*`). */
export const dashboardMessages: Record<Language, MessageTree> = {
  ko: { name: "대시보드" },
  en: { name: "Dashboard" },
  vi: { name: "Bảng điều khiển" },
  ja: { name: "ダッシュボード" },
};
