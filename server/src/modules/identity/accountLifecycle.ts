import type { Language } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Deps } from "../../deps";
import type { Database } from "../../infra/db/schema";

/**
 * What identity needs of the modules above it: opening the account of a user who registers,
 * whether it has checked in yet, and deleting a user who leaves with everything they own. The
 * workflows (server/src/workflows) pass it in, so identity, at the bottom, imports none of them.
 */
export interface AccountLifecycle {
  /** Opens the new user's account, inside the registration's transaction. */
  readonly open: (
    trx: Kysely<Database>,
    userId: string,
    now: Date,
    language: Language,
  ) => Promise<void>;
  /** Whether the account has not checked in yet (true without an account row). */
  readonly isFirstAccess: (db: Kysely<Database>, userId: string) => Promise<boolean>;
  /**
   * Deletes the user with everything they own; `inTransaction` runs inside the deletion's
   * transaction first (using up the proof of a leave).
   */
  readonly deleteWithFiles: (
    deps: Deps,
    userId: string,
    inTransaction?: (trx: Kysely<Database>) => Promise<void>,
  ) => Promise<void>;
}
