import { ErrorCode } from "../errors/codes";

/** What the server knows of the session behind a verified access token. */
export interface SessionFacts {
  /** The session row exists. */
  readonly exists: boolean;
  /** Why it ended, or null while it is active. */
  readonly revokedReason: string | null;
  /** The account is active (not deactivated). */
  readonly accountActive: boolean;
}

/** The session reason that means a newer login of the same client kind replaced it. */
export const SUPERSEDED = "superseded";

/**
 * The server's answer to a request whose token verified (docs/architecture.md#decisions-where-the-product-is-silent, docs/product/errors.md):
 * - 0: let it through;
 * - 50002: the session was replaced by a newer login of the same kind (duplicate connection);
 * - 50001: the account is deactivated (access restricted);
 * - 10401: the session is gone or was ended otherwise (sign-out, refresh reuse, password change).
 * A replaced session answers 50002 even for a deactivated account: the newer login is the news.
 */
export const sessionAccess = (
  facts: SessionFacts,
):
  | 0
  | typeof ErrorCode.unauthorized
  | typeof ErrorCode.accessRestricted
  | typeof ErrorCode.duplicateSession => {
  if (!facts.exists) return ErrorCode.unauthorized;
  if (facts.revokedReason === SUPERSEDED) return ErrorCode.duplicateSession;
  if (facts.revokedReason !== null) return ErrorCode.unauthorized;
  return facts.accountActive ? 0 : ErrorCode.accessRestricted;
};
