import type { GroupsMessages } from "./ko";

/** Japanese texts of the groups resource (`resources.groups.*`). */
export const jaGroups: GroupsMessages = {
  name: "グループ",
  fields: { name: "グループ名", userCount: "生徒数", createdAt: "作成日", id: "ID" },
  deleteWhenEmpty: "生徒のいないグループだけ削除できます。",
};
