import type { Kysely } from "kysely";
import type { Deps } from "../deps";
import type { Database } from "../infra/db/schema";
import { userRepository } from "../modules/identity";
import { publishRepository } from "../modules/publishing";
import { removeStored, storageLedger } from "../modules/storage";

/**
 * Deletes an account with everything it owns, its files too: in one transaction the ledger rows of its projects (tiles, sources, previews,
 * thumbnails, voices, models, geometry images, hosted images, published snapshots) are released
 * (its AI images' rows go with the user row, their files after it)
 * and the user row is deleted, which cascades to its projects, tours, sessions and the rest;
 * `inTransaction` runs first inside it (using up the proof). The files go after the commit, as
 * a project's do: a crash in between leaves files no row owns, which are never served.
 *
 * The account row is locked first, as every ledger write and publication locks it: an upload
 * racing the deletion either commits before (its rows are released here) or finds no account
 * afterwards and takes its own files back.
 */
export const deleteAccountWithFiles = async (
  deps: Deps,
  userId: string,
  inTransaction: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<void> => {
  const freed = await deps.db.kysely.transaction().execute(async (trx) => {
    await publishRepository(trx).lockOwner(userId);
    await inTransaction(trx);
    const rows = await storageLedger(trx).releaseOwner(userId);
    await userRepository(trx).remove(userId);
    return rows;
  });
  await removeStored(deps, freed);
  // The profile picture is owned by the user row, not the ledger; so are the AI images.
  await deps.files.removePrefix(`users/${userId}/`);
  await deps.files.removePrefix(`ai/${userId}/`);
};
