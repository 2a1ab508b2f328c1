import { cdnKeysOf, isKeyReferenced } from "@orbis/core/tours";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { FileStore } from "../../infra/files/fileStore";
import { snapshotReader } from "./snapshotReader";
import { versionRepository } from "./versionRepository";

/** What {@link isReferencedByVersion} reads: the versions' rows and their snapshot files. */
export interface VersionStore {
  readonly db: Kysely<Database>;
  readonly files: FileStore;
}

const tourOfKey = (key: string): string | undefined => /^tours\/([^/]+)\//.exec(key)?.[1];

/**
 * The store keys the published versions of a tour link to (tile folders, previews, voices,
 * models, images). A version is immutable and stays in the history after its tour moved on, so
 * these must outlive their scene, marker or model in the tour.
 */
export const versionReferences = async (store: VersionStore, tourId: string): Promise<string[]> => {
  const read = snapshotReader(store.files);
  const keys = new Set<string>();
  for (const key of await versionRepository(store.db).snapshotKeys(tourId)) {
    const snapshot = await read(key);
    for (const ref of cdnKeysOf(snapshot)) keys.add(ref);
  }
  return [...keys];
};

/**
 * Whether removing `key` (a file, or a folder ending in `/`, such as a scene's
 * `tours/{tourId}/scenes/{sceneId}/`) would break a published version of its tour. Handlers that
 * remove a scene, a scene revision, a voice or a model call this first and keep the files (and
 * their ledger row, so they still count in storage) while it answers true; deleting the whole
 * tour removes its versions too and needs no check. Pass the transaction's handle as `db` when
 * called inside one.
 */
export const isReferencedByVersion = async (store: VersionStore, key: string): Promise<boolean> => {
  const tourId = tourOfKey(key);
  if (tourId === undefined) return false;
  return isKeyReferenced(key, await versionReferences(store, tourId));
};

/**
 * Takes the locks a publication takes, in its order (the owner's account row, then the tour
 * row), inside the caller's transaction. A handler that removes files of a tour calls it before
 * {@link isReferencedByVersion}: no publication can then pick up what it is about to remove, and
 * the shared order (the ledger locks the account row first too) cannot deadlock with one.
 */
export const lockAgainstPublishing = async (
  trx: Kysely<Database>,
  ownerId: string,
  tourId: string,
): Promise<void> => {
  const repo = versionRepository(trx);
  await repo.lockOwner(ownerId);
  await repo.lockTour(tourId);
};
