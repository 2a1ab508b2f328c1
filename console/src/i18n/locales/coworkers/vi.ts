import type { ConsoleMessages } from "../ko";

/** The coworker invitations' Vietnamese messages. */
export const viCoworkers: ConsoleMessages["coworkers"] = {
  email: "Email của tài khoản cần mời",
  role: "Vai trò",
  invite: "Mời",
  help: "Người chỉnh sửa có thể sửa và xuất bản tour; người xem chỉ có thể xem. Chỉ mời được email đã có tài khoản Orbis.",
  invited: "Đã mời {{email}}.",
  remove: "Xóa",
  removeWho: "Xóa {{name}}",
  removed: "Đã xóa cộng tác viên.",
  leave: "Rời dự án",
  left: "Bạn đã rời dự án.",
};
