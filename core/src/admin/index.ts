export { applyListQuery, contentRangeOf, type ListPage } from "./applyListQuery";
export { type AuditChangeRow, auditChangeRows, auditValueText } from "./auditChangeRows";
export { type AuditAction, auditChanges } from "./auditChanges";
export {
  type ActiveWeek,
  activeStudentsPerWeek,
  type ExpiringCandidate,
  licencesExpiringSoon,
  REVIEW_STATUSES,
  submissionsByStatus,
} from "./dashboardStats";
export {
  ADMIN_TEXT_LIMITS,
  type AdminFieldProblem,
  adminFieldProblems,
  adminWriteBody,
  refusedBodyFields,
  textMaxLength,
} from "./fieldRefusals";
export { instructorRecordOf, type StoredInstructor } from "./instructorRecord";
export {
  type DeliveryStudent,
  type LicenceShortfall,
  licenceDeliveryOf,
  licenceShortfallOf,
} from "./licenceDelivery";
export { isLicencePack } from "./licencePack";
export {
  ADMIN_RANGE_MAX,
  type FilterValue,
  type ListQuery,
  type ListQueryRefusal,
  type ListSpec,
  parseListQuery,
  type RawListQuery,
} from "./listQuery";
export { ADMIN_LIST_SPECS, type AdminResource } from "./resources";
export {
  type StudentImportProblem,
  type StudentImportRow,
  type StudentImportVerdict,
  studentImportRows,
  studentImportVerdict,
} from "./studentImport";
