import type { SignInMethod, User } from "@orbis/core/contract";
import type { Kysely, Selectable } from "kysely";
import type { Database, UsersTable } from "../../infra/db/schema";

/** A user row. */
export type UserRow = Selectable<UsersTable>;

/** What a new user is made of. */
export interface NewUser {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly name: string | null;
  readonly nickname: string | null;
  readonly signInMethod: SignInMethod;
  readonly emailVerified: boolean;
  readonly marketingAgreed: boolean;
  /** Someone else chose the password (a student's one-time password); false unless told. */
  readonly passwordChangeRequired?: boolean;
  readonly now: Date;
}

/** The contract's view of a user. Thumbnails are served by the CDN route of the same origin. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  nickname: row.nickname,
  thumbnailUrl: row.thumbnail_key === null ? null : `/cdn/${row.thumbnail_key}`,
  signInMethod: row.sign_in_method as SignInMethod,
  emailVerified: row.email_verified,
  createdAt: new Date(row.created_at).toISOString(),
});

/** SQL of users and their social links. Emails are stored normalised (see core's `normaliseEmail`). */
export const userRepository = (db: Kysely<Database>) => ({
  findById: (id: string) =>
    db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst(),

  findByEmail: (email: string) =>
    db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst(),

  /** Inserts a user; answers false when the email is taken (a racing registration lost). */
  create: async (user: NewUser): Promise<boolean> => {
    const inserted = await db
      .insertInto("users")
      .values({
        id: user.id,
        email: user.email,
        password_hash: user.passwordHash,
        name: user.name,
        nickname: user.nickname,
        thumbnail_key: null,
        sign_in_method: user.signInMethod,
        email_verified: user.emailVerified,
        deactivated_at: null,
        marketing_agreed: user.marketingAgreed,
        password_change_required: user.passwordChangeRequired ?? false,
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  },

  update: async (
    id: string,
    changes: Partial<
      Pick<
        UserRow,
        | "name"
        | "nickname"
        | "password_hash"
        | "thumbnail_key"
        | "email_verified"
        | "status"
        | "deactivated_at"
        | "password_change_required"
      >
    >,
    now: Date,
  ) => {
    await db
      .updateTable("users")
      .set({ ...changes, updated_at: now })
      .where("id", "=", id)
      .execute();
  },

  remove: async (id: string) => {
    await db.deleteFrom("users").where("id", "=", id).execute();
  },

  findSocial: (provider: string, providerUserId: string) =>
    db
      .selectFrom("social_accounts")
      .innerJoin("users", "users.id", "social_accounts.user_id")
      .selectAll("users")
      .where("social_accounts.provider", "=", provider)
      .where("social_accounts.provider_user_id", "=", providerUserId)
      .executeTakeFirst(),
});

/** The user repository's type. */
export type UserRepository = ReturnType<typeof userRepository>;
