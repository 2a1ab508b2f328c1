import type { AuditMessages } from "./ko";

/** Japanese texts of the audit resource (`resources.audit.*`). */
export const jaAudit: AuditMessages = {
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
};
