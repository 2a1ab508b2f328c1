import { type DashboardMessages, koDashboard } from "./ko";

/** Japanese texts of the dashboard (`resources.dashboard.*`). */
export const jaDashboard: DashboardMessages = {
  name: "ダッシュボード",
  active: {
    title: "週ごとのアクティブな生徒",
    desc: "直近 8 週間の各週に最後にログインした生徒の数",
    week: "週の始まり",
    students: "生徒数",
  },
  submissions: { title: "状態別の提出物", count: "提出物の数" },
  expiring: {
    title: "30 日以内に期限が切れるライセンス",
    count: "%{smart_count} 件",
    list: "まもなく期限が切れるライセンス",
    until: "%{at} まで",
    all: "すべてのライセンスを見る",
  },
  // AI images speak Korean, English and Vietnamese only (docs/product/overview.md): in Japanese
  // the card reads Korean, as the payments do.
  ai: koDashboard.ai,
};
