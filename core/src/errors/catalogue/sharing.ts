import type { ErrorEntry } from "../entry";

/** Sharing and comments (13xxxx): share codes, shared spaces and their comments. */
export const sharingErrors = {
  130001: {
    status: 404,
    key: "shareCodeNotFound",
    message: "This share code does not exist or was deleted",
    action: "snackbar",
    family: "input",
  },
  130002: {
    status: 429,
    key: "shareCodeGuessLocked",
    message: "Too many wrong share codes. Please wait a moment and try again",
    action: "snackbar",
    family: "input",
  },
  130003: {
    status: 404,
    key: "spaceNotFound",
    message: "This space does not exist or is not shared with you",
    action: "snackbar",
    family: "other",
  },
  130004: {
    status: 404,
    key: "commentNotFound",
    message: "This comment does not exist or was deleted",
    action: "snackbar",
    family: "other",
  },
  130005: {
    status: 403,
    key: "commentNotYours",
    message: "Only the author can edit this comment",
    action: "snackbar",
    family: "other",
  },
  130006: {
    status: 429,
    key: "commentTooFast",
    message: "You are commenting too fast. Please wait a moment",
    action: "snackbar",
    family: "input",
  },
  130007: {
    status: 409,
    key: "spaceNotPublished",
    message: "Publish this tour before sharing it",
    action: "snackbar",
    family: "input",
  },
  130008: {
    status: 400,
    key: "ownShareCode",
    message: "This is your own share code",
    action: "snackbar",
    family: "input",
  },
  130009: {
    status: 409,
    key: "shareCodeLimit",
    message: "You have reached the number of share codes an account may have",
    action: "snackbar",
    family: "other",
  },
} as const satisfies Record<number, ErrorEntry>;
