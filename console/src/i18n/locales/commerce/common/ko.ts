/** Words every commerce screen uses. */
export const koCommerceCommon = {
  loading: "불러오는 중…",
  retry: "다시 시도",
  loadFailed: "정보를 불러오지 못했습니다.",
};
