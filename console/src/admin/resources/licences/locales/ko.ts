/** Korean texts of the licences resource (`resources.licences.*`, in Polyglot's format); the shape the others follow. */
export const koLicences = {
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
};

export type LicencesMessages = typeof koLicences;
