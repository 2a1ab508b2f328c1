/** Korean texts of the groups resource (`resources.groups.*`); the shape the others follow. */
export const koGroups = {
  name: "그룹",
  fields: { name: "그룹 이름", userCount: "학생 수", createdAt: "만든 날", id: "ID" },
  deleteWhenEmpty: "학생이 없는 그룹만 지울 수 있습니다.",
};

export type GroupsMessages = typeof koGroups;
