import type { KoShowcase } from "./ko";

/** Vietnamese texts of the landing page's showcase. */
export const viShowcase: KoShowcase = {
  title: "Được tạo bằng Orbis",
  lead: "Những tour mà người dùng của máy chủ này chọn giới thiệu.",
  open: "Mở tour “{{title}}” (cửa sổ mới)",
};
