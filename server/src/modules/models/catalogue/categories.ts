import type { CategoryDef } from "./catalogueTypes";

/** The catalogue's categories, in the order the editor lists them. */
export const catalogueCategories: readonly CategoryDef[] = [
  { id: "furniture", names: { ko: "가구", en: "Furniture", vi: "Nội thất", ja: "家具" } },
  {
    id: "signs-arrows",
    names: {
      ko: "표지판과 화살표",
      en: "Signs and arrows",
      vi: "Biển báo và mũi tên",
      ja: "標識と矢印",
    },
  },
  { id: "nature", names: { ko: "자연", en: "Nature", vi: "Thiên nhiên", ja: "自然" } },
  {
    id: "people-vehicles",
    names: {
      ko: "사람과 탈것",
      en: "People and vehicles",
      vi: "Người và phương tiện",
      ja: "人と乗り物",
    },
  },
];
