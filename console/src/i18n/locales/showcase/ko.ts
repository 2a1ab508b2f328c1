/** Korean texts of the landing page's showcase of featured tours (the reference shape). */
export const koShowcase = {
  title: "Orbis로 만든 투어",
  lead: "이 서버의 사용자들이 소개한 투어입니다.",
  open: "“{{title}}” 투어 열기 (새 창)",
};

/** The shape every language's showcase texts have. */
export type KoShowcase = typeof koShowcase;
