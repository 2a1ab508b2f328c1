import type { GroupsMessages } from "./ko";

/** Vietnamese texts of the groups resource (`resources.groups.*`). */
export const viGroups: GroupsMessages = {
  name: "Nhóm",
  fields: { name: "Tên nhóm", userCount: "Số học sinh", createdAt: "Ngày tạo", id: "ID" },
  deleteWhenEmpty: "Chỉ xoá được nhóm không có học sinh.",
};
