import { stat } from "node:fs/promises";
import { type Limit, quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import type { PutBody } from "../../infra/files/fileStore";
import { currentPlans } from "../entitlements";
import { removeStored } from "./removeStored";
import { type Quota, type StoredRow, storageLedger } from "./storageLedgerRepository";
import { unpublishedKeys } from "./versionGuard";

/** Whose storage a file counts toward and where it belongs. */
export interface FileOwner {
  readonly ownerId: string;
  readonly quota: Quota;
  readonly projectId: string;
  readonly tourId: string | null;
}

/** The owner's limit for a quota, in bytes (core's `quotaLimit`: 0 without a current plan). */
export const storageLimit = async (deps: Deps, ownerId: string, quota: Quota): Promise<Limit> =>
  quotaLimit(
    await currentPlans(deps.db.kysely, ownerId, deps.clock()),
    quota === "contents" ? "storageBytes" : "hostingStorageBytes",
  );

const sizeOf = async (body: PutBody): Promise<number> => {
  if ("buffer" in body) return body.buffer.byteLength;
  if ("path" in body) return (await stat(body.path)).size;
  return 0;
};

/**
 * Stores one file and counts it toward its owner's storage, refusing with 20004 (or 80001 for
 * hosting) when it does not fit. The quota is checked before writing when the size is known,
 * and the ledger's atomic check runs after: if it refuses (another upload took the room), the
 * file is removed again. Either way a refusal leaves no file and no change in usage.
 */
export const storeFile = async (
  deps: Deps,
  owner: FileOwner,
  key: string,
  body: PutBody,
  contentType: string,
): Promise<number> => {
  const limit = await storageLimit(deps, owner.ownerId, owner.quota);
  const known = await sizeOf(body);
  if (known > 0) {
    await deps.db.kysely
      .transaction()
      .execute(async (trx) => {
        // A dry run of the atomic check: the add is rolled back by the throw below.
        await storageLedger(trx).add({ ...owner, key, bytes: known }, limit);
        throw new DryRun();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRun)) throw error;
      });
  }
  const { bytes } = await deps.files.put(key, body, contentType);
  try {
    await deps.db.kysely
      .transaction()
      .execute((trx) => storageLedger(trx).add({ ...owner, key, bytes }, limit));
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
  return bytes;
};

class DryRun extends Error {}

/**
 * Forgets stored keys (giving their bytes back) and removes their files, except those a
 * published version still shows (see `unpublishedKeys`).
 */
export const releaseFiles = async (deps: Deps, keys: readonly string[]): Promise<StoredRow[]> => {
  const free = await unpublishedKeys({ db: deps.db.kysely, files: deps.files }, keys);
  const rows = await deps.db.kysely
    .transaction()
    .execute((trx) => storageLedger(trx).release(free));
  await removeStored(deps, rows);
  return rows;
};
