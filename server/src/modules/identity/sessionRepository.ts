import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** Why a session ended: a newer login of the same kind (50002), sign-out, reuse or account change. */
export type RevokeReason =
  | "superseded"
  | "signed-out"
  | "refresh-reuse"
  | "password-changed"
  | "left"
  | "deactivated";

/** A session with what authentication needs of its user. */
export interface SessionRow {
  readonly id: string;
  readonly userId: string;
  readonly clientKind: string;
  readonly revokedReason: string | null;
  readonly revoked: boolean;
  readonly userStatus: "active" | "deactivated";
  readonly email: string;
  readonly passwordChangeRequired: boolean;
}

/** SQL of sessions and refresh tokens. */
export const sessionRepository = (db: Kysely<Database>) => ({
  /** Ends the user's active sessions of one client kind (or every kind) and opens a new one. */
  openSession: async (id: string, userId: string, clientKind: string, now: Date) =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable("sessions")
        .set({ revoked_at: now, revoked_reason: "superseded" })
        .where("user_id", "=", userId)
        .where("client_kind", "=", clientKind)
        .where("revoked_at", "is", null)
        .execute();
      await trx
        .insertInto("sessions")
        .values({ id, user_id: userId, client_kind: clientKind, created_at: now })
        .execute();
    }),

  findSession: async (id: string): Promise<SessionRow | undefined> => {
    const row = await db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "sessions.id",
        "sessions.user_id",
        "sessions.client_kind",
        "sessions.revoked_at",
        "sessions.revoked_reason",
        "users.status",
        "users.email",
        "users.password_change_required",
      ])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : {
          id: row.id,
          userId: row.user_id,
          clientKind: row.client_kind,
          revoked: row.revoked_at !== null,
          revokedReason: row.revoked_reason,
          userStatus: row.status,
          email: row.email,
          passwordChangeRequired: row.password_change_required,
        };
  },

  revokeSession: async (id: string, reason: RevokeReason, now: Date) => {
    await db
      .updateTable("sessions")
      .set({ revoked_at: now, revoked_reason: reason })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .execute();
  },

  /** Ends every active session of a user, optionally sparing one (the caller's own). */
  revokeUserSessions: async (userId: string, reason: RevokeReason, now: Date, except?: string) => {
    let query = db
      .updateTable("sessions")
      .set({ revoked_at: now, revoked_reason: reason })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (except !== undefined) query = query.where("id", "!=", except);
    await query.execute();
  },

  addRefreshToken: async (row: {
    id: string;
    sessionId: string;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  }) => {
    await db
      .insertInto("refresh_tokens")
      .values({
        id: row.id,
        session_id: row.sessionId,
        token_hash: row.tokenHash,
        expires_at: row.expiresAt,
        created_at: row.now,
      })
      .execute();
  },

  /**
   * Marks a refresh token used, once: of two renewals racing with the same token only one wins.
   * Answers what was found: the token's session, whether it was already used, whether it matched.
   */
  useRefreshToken: async (id: string, tokenHash: string, now: Date) => {
    const token = await db
      .selectFrom("refresh_tokens")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (token === undefined || token.token_hash !== tokenHash) return { found: false as const };
    const claimed = await db
      .updateTable("refresh_tokens")
      .set({ used_at: now })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    return { found: true as const, sessionId: token.session_id, reused: claimed === undefined };
  },
});

/** The session repository's type. */
export type SessionRepository = ReturnType<typeof sessionRepository>;
