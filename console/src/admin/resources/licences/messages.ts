import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the licences resource (`resources.licences.*`), in Polyglot's format. */
export const licencesMessages: Record<Language, MessageTree> = {
  ko: {
    name: "라이선스",
    fields: {
      productCode: "상품",
      durationMonths: "기간",
      state: "상태",
      studentAlias: "학생",
      purchasedAt: "구매일",
      deliveredAt: "지급일",
      expiresAt: "만료일",
      id: "ID",
    },
    states: { available: "사용 가능", delivered: "지급됨", expired: "만료됨" },
    product: {
      single: "학생 라이선스 %{smart_count}개월",
      bulk: "학생 라이선스 %{smart_count}개월 (10개 묶음)",
    },
    months: "%{smart_count}개월",
    available: "사용 가능한 라이선스 %{smart_count}개",
    buy: "라이선스 구매",
  },
  en: {
    name: "Licence |||| Licences",
    fields: {
      productCode: "Product",
      durationMonths: "Duration",
      state: "State",
      studentAlias: "Student",
      purchasedAt: "Purchased",
      deliveredAt: "Delivered",
      expiresAt: "Expires",
      id: "ID",
    },
    states: { available: "Available", delivered: "Delivered", expired: "Expired" },
    product: {
      single: "Student licence, %{smart_count} month |||| Student licence, %{smart_count} months",
      bulk: "Student licence, %{smart_count} month, pack of 10 |||| Student licence, %{smart_count} months, pack of 10",
    },
    months: "%{smart_count} month |||| %{smart_count} months",
    available: "%{smart_count} licence available |||| %{smart_count} licences available",
    buy: "Buy licences",
  },
  vi: {
    name: "Giấy phép",
    fields: {
      productCode: "Sản phẩm",
      durationMonths: "Thời hạn",
      state: "Trạng thái",
      studentAlias: "Học sinh",
      purchasedAt: "Ngày mua",
      deliveredAt: "Ngày cấp",
      expiresAt: "Ngày hết hạn",
      id: "ID",
    },
    states: { available: "Chưa dùng", delivered: "Đã cấp", expired: "Đã hết hạn" },
    product: {
      single: "Giấy phép học sinh, %{smart_count} tháng",
      bulk: "Giấy phép học sinh, %{smart_count} tháng, gói 10",
    },
    months: "%{smart_count} tháng",
    available: "Còn %{smart_count} giấy phép chưa dùng",
    buy: "Mua giấy phép",
  },
  ja: {
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
  },
};
