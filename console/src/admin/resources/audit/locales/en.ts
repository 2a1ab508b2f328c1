import type { AuditMessages } from "./ko";

/** English texts of the audit resource (`resources.audit.*`). */
export const enAudit: AuditMessages = {
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
};
