import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the groups resource (`resources.groups.*`). */
export const groupsMessages: Record<Language, MessageTree> = {
  ko: {
    name: "그룹",
    fields: { name: "그룹 이름", userCount: "학생 수", createdAt: "만든 날", id: "ID" },
    deleteWhenEmpty: "학생이 없는 그룹만 지울 수 있습니다.",
  },
  en: {
    name: "Group |||| Groups",
    fields: { name: "Group name", userCount: "Students", createdAt: "Created", id: "ID" },
    deleteWhenEmpty: "Only a group without students can be deleted.",
  },
  vi: {
    name: "Nhóm",
    fields: { name: "Tên nhóm", userCount: "Số học sinh", createdAt: "Ngày tạo", id: "ID" },
    deleteWhenEmpty: "Chỉ xoá được nhóm không có học sinh.",
  },
  ja: {
    name: "グループ",
    fields: { name: "グループ名", userCount: "生徒数", createdAt: "作成日", id: "ID" },
    deleteWhenEmpty: "生徒のいないグループだけ削除できます。",
  },
};
