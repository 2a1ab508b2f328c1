export {
  afterWrongCode,
  CODE_GUESS_POLICY,
  type CodeGuessRecord,
  type CodeGuessVerdict,
  codeGuessVerdict,
  FRESH_GUESS_RECORD,
} from "./codeGuessing";
export { COMMENT_RATE_WINDOW_MS, COMMENTS_PER_WINDOW, commentWaitMs } from "./commentRate";
export {
  formatShareCode,
  newShareCode,
  normaliseShareCode,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
  SHARE_CODES_PER_ACCOUNT,
} from "./shareCode";
export {
  commentChangeVerdict,
  type SpaceAction,
  type SpaceRole,
  spaceVerdict,
} from "./spaceAccess";
export { isSpaceUnread, type UnreadMoments } from "./unread";
