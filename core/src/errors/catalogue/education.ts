import type { ErrorEntry } from "../entry";

/**
 * Education (14xxxx): groups and students, licences, instructors, lecture review and the admin API.
 */
export const educationErrors = {
  140001: {
    status: 404,
    key: "groupNotFound",
    message: "This group does not exist or is not yours",
    action: "snackbar",
    family: "other",
  },
  140002: {
    status: 403,
    key: "eduAdminOnly",
    message: "Only an education admin or an instructor can do this",
    action: "snackbar",
    family: "other",
  },
  140003: {
    status: 404,
    key: "studentNotFound",
    message: "This student is not in this group",
    action: "snackbar",
    family: "other",
  },
  140004: {
    status: 400,
    key: "studentNamesInvalid",
    message: "Some student names are repeated or cannot be used",
    action: "snackbar",
    family: "input",
  },
  140005: {
    status: 409,
    key: "reviewStepSkipped",
    message: "This review step is not possible at this stage",
    action: "snackbar",
    family: "other",
  },
  140006: {
    status: 409,
    key: "licenceAlreadyDelivered",
    message: "This licence has already been given to a student",
    action: "snackbar",
    family: "other",
  },
  140007: {
    status: 409,
    key: "licenceExpired",
    message: "This licence has expired",
    action: "snackbar",
    family: "other",
  },
  // A student's one-time password was chosen by someone else: they set their own before anything else.
  140008: {
    status: 403,
    key: "passwordChangeRequired",
    message: "Set a new password of your own before you continue",
    action: "setPassword",
    family: "session",
  },
  // A delivery is all or none: details say how many licences it needed and how many were unused.
  140009: {
    status: 409,
    key: "notEnoughLicences",
    message: "You do not have enough unused licences of this duration for these students",
    action: "snackbar",
    family: "other",
  },
  140010: {
    status: 403,
    key: "certificationNeedsPaidPlan",
    message: "Renewing the certification needs an active paid instructor plan",
    action: "snackbar",
    family: "other",
  },
  140015: {
    status: 409,
    key: "lectureNotPublished",
    message: "Publish this space before submitting it for review",
    action: "snackbar",
    family: "other",
  },
  140016: {
    status: 404,
    key: "lectureNotSubmitted",
    message: "This space has not been submitted for review",
    action: "snackbar",
    family: "other",
  },
  140017: {
    status: 404,
    key: "previewLinkExpired",
    message: "This preview link has expired or is not valid",
    action: "snackbar",
    family: "other",
  },
  140018: {
    status: 403,
    key: "studentOnly",
    message: "Only a student with a running licence can submit a lecture",
    action: "snackbar",
    family: "other",
  },
  // The admin API's list query names the parameter (and field) it cannot use in `details`.
  140020: {
    status: 400,
    key: "adminQueryMalformed",
    message: "The list's sort, range or filter is not written as expected",
    action: "snackbar",
    family: "input",
  },
  140021: {
    status: 400,
    key: "adminFieldUnknown",
    message: "This list cannot be sorted or filtered by this field",
    action: "snackbar",
    family: "input",
  },
  140022: {
    status: 400,
    key: "adminRangeInvalid",
    message: "This range of records cannot be listed",
    action: "snackbar",
    family: "input",
  },
  140023: {
    status: 409,
    key: "groupNotEmpty",
    message: "A group with students cannot be deleted",
    action: "snackbar",
    family: "other",
  },
  140024: {
    status: 404,
    key: "adminRecordNotFound",
    message: "This record does not exist or is not yours",
    action: "snackbar",
    family: "other",
  },
} as const satisfies Record<number, ErrorEntry>;
