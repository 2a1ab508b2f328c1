import type { GroupsMessages } from "./ko";

/** English texts of the groups resource (`resources.groups.*`). */
export const enGroups: GroupsMessages = {
  name: "Group |||| Groups",
  fields: { name: "Group name", userCount: "Students", createdAt: "Created", id: "ID" },
  deleteWhenEmpty: "Only a group without students can be deleted.",
};
