import type { LicencesMessages } from "./ko";

/** Vietnamese texts of the licences resource (`resources.licences.*`, in Polyglot's format). */
export const viLicences: LicencesMessages = {
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
};
