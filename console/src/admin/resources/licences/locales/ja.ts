import type { LicencesMessages } from "./ko";

/** Japanese texts of the licences resource (`resources.licences.*`, in Polyglot's format). */
export const jaLicences: LicencesMessages = {
  name: "ライセンス",
  fields: {
    productCode: "商品",
    durationMonths: "期間",
    state: "状態",
    studentAlias: "生徒",
    purchasedAt: "購入日",
    deliveredAt: "付与日",
    expiresAt: "有効期限",
    id: "ID",
  },
  states: { available: "未使用", delivered: "付与済み", expired: "期限切れ" },
  product: {
    single: "生徒ライセンス %{smart_count}か月",
    bulk: "生徒ライセンス %{smart_count}か月（10個パック）",
  },
  months: "%{smart_count}か月",
  available: "未使用のライセンス：%{smart_count}件",
  buy: "ライセンスを購入",
};
