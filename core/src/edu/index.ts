export {
  CERTIFICATION_PERIOD_MONTHS,
  type CertificationRecord,
  certificationView,
  isCertified,
  newCertificateNumber,
  type RenewalRefusalDetails,
  renewalRefusalDetails,
  renewalVerdict,
  renewedCertification,
} from "./certification";
export { type CsvDelimiter, type CsvRecord, csvDelimiterOf, csvRecords } from "./csvRecords";
export { type EduAudience, eduAudience, mayBeStudent } from "./eduAudience";
export { type EduPlanFeature, eduPlanFeatures } from "./eduPlanFeatures";
export {
  canBuyLicences,
  canOwnGroups,
  canRenewCertification,
  type EduRoleFlags,
  instructorCallVerdict,
  isStudent,
} from "./eduRoles";
export {
  type EduCaller,
  groupVerdict,
  type SubmissionAction,
  type SubmissionScope,
  studentVerdict,
  submissionVerdict,
} from "./eduScope";
export {
  defaultInstructorName,
  type InstructorAccount,
  type InstructorInfoChanges,
  type InstructorInfoDraft,
  type InstructorProfileRecord,
  instructorDraftProblems,
  instructorInfoChanges,
  instructorInfoView,
} from "./instructorProfile";
export {
  isPreviewLive,
  lectureStatusBefore,
  PREVIEW_LIFETIME_MS,
  previewExpiry,
  type ReviewDecision,
  reviewActionOf,
  storedReviewComment,
  submitVerdict,
} from "./lectures";
export { type LicenceOffer, licenceOffers } from "./licenceOffers";
export { type LicenceProductCode, licenceProductCode, licenceProductName } from "./licenceProducts";
export {
  deliveryShortfall,
  deliveryVerdict,
  type LicenceMoments,
  type LicenceState,
  licenceExpiry,
  licenceStart,
  licenceStateOf,
  studentLicenceStateOf,
} from "./licences";
export { type ReviewAction, type ReviewStatus, reviewTransition } from "./reviewFlow";
export { isStudentAddress, STUDENT_ADDRESS_DOMAIN, studentAddressOf } from "./studentAddress";
export {
  newOneTimePassword,
  newStudentLoginId,
  normaliseStudentLoginId,
  ONE_TIME_PASSWORD_LENGTH,
  STUDENT_LOGIN_ID_LENGTH,
  STUDENT_LOGIN_ID_PREFIX,
} from "./studentCredentials";
export {
  type CsvCell,
  csvCell,
  csvText,
  type StudentCsvHeadings,
  type StudentCsvRow,
  studentListCsv,
} from "./studentCsv";
export { STUDENT_CSV_HEADINGS } from "./studentCsvHeadings";
export {
  type LegacyDecoder,
  readStudentFile,
  type StudentFileProblem,
  type StudentFileReading,
} from "./studentFile";
export {
  isBlankRecord,
  nameHeadingColumn,
  normaliseStudentName,
  type StudentNameClash,
  type StudentNameProblem,
  type StudentNameRow,
  studentNameKey,
  studentNameProblems,
  studentNamesFromText,
} from "./studentNames";
