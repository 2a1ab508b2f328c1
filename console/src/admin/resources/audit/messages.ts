import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the audit resource (`resources.audit.*`). */
export const auditMessages: Record<Language, MessageTree> = {
  ko: {
    name: "변경 기록",
    fields: {
      at: "때",
      resource: "대상",
      recordId: "항목 ID",
      action: "작업",
      changes: "바뀐 내용",
    },
    action: { create: "만들기", update: "고치기", delete: "지우기" },
    noChanges: "바뀐 내용 없음",
  },
  en: {
    name: "Audit log |||| Audit log",
    fields: {
      at: "When",
      resource: "Resource",
      recordId: "Record ID",
      action: "Action",
      changes: "Changes",
    },
    action: { create: "Created", update: "Updated", delete: "Deleted" },
    noChanges: "Nothing changed",
  },
  vi: {
    name: "Nhật ký thay đổi",
    fields: {
      at: "Thời điểm",
      resource: "Đối tượng",
      recordId: "ID bản ghi",
      action: "Thao tác",
      changes: "Thay đổi",
    },
    action: { create: "Tạo", update: "Sửa", delete: "Xoá" },
    noChanges: "Không có thay đổi",
  },
  ja: {
    name: "変更履歴",
    fields: {
      at: "日時",
      resource: "対象",
      recordId: "レコード ID",
      action: "操作",
      changes: "変更内容",
    },
    action: { create: "作成", update: "更新", delete: "削除" },
    noChanges: "変更なし",
  },
};
