/** Korean texts of the audit resource (`resources.audit.*`); the shape the others follow. */
export const koAudit = {
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
};

export type AuditMessages = typeof koAudit;
