import { ErrorCode } from "../errors/codes";

/**
 * What someone is to a space (a tour seen from sharing): its project's owner, a coworker on the
 * project, or the holder of a share code the space is shared through.
 */
export type SpaceRole = "owner" | "coworker" | "holder";

/**
 * What a call wants to do with a space: read it (its published tour and comments), comment,
 * share or unshare it, or moderate its comments (delete anyone's).
 */
export type SpaceAction = "read" | "comment" | "share" | "moderate";

const ALLOWED: Readonly<Record<SpaceRole, readonly SpaceAction[]>> = {
  owner: ["read", "comment", "share", "moderate"],
  coworker: ["read", "comment"],
  holder: ["read", "comment"],
};

/**
 * The answer to a call on a space: 0 to go on; 130003 (not found) when the caller cannot see
 * the space at all, so others' spaces look like ones that do not exist; 10403 when they may see
 * it but not do this.
 */
export const spaceVerdict = (
  role: SpaceRole | null,
  action: SpaceAction,
): 0 | typeof ErrorCode.forbidden | typeof ErrorCode.spaceNotFound => {
  if (role === null) return ErrorCode.spaceNotFound;
  return ALLOWED[role].includes(action) ? 0 : ErrorCode.forbidden;
};

/**
 * The answer to editing or deleting a comment, once the space may be read: its author may do
 * both; the space's owner may delete anyone's (moderation) but not put words in their mouth.
 */
export const commentChangeVerdict = (
  change: "edit" | "delete",
  isAuthor: boolean,
  role: SpaceRole,
): 0 | typeof ErrorCode.commentNotYours => {
  if (isAuthor) return 0;
  return change === "delete" && spaceVerdict(role, "moderate") === 0
    ? 0
    : ErrorCode.commentNotYours;
};
