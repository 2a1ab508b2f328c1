import type { KoShowcase } from "./ko";

/** Japanese texts of the landing page's showcase. */
export const jaShowcase: KoShowcase = {
  title: "Orbisで作られたツアー",
  lead: "このサーバーの利用者が紹介しているツアーです。",
  open: "ツアー「{{title}}」を開く (新しいウィンドウ)",
};
