import type { AuditMessages } from "./ko";

/** Vietnamese texts of the audit resource (`resources.audit.*`). */
export const viAudit: AuditMessages = {
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
};
