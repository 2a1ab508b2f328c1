/*
 * Storage: the ledger of stored bytes (docs/architecture.md#rules-never-broken: usage kept in the same transaction as the
 * write), the plans that set its limits, file ownership for `/cdn` and the orphan sweep. It
 * registers no routes; other modules store and release files through it.
 */
export {
  type FileOwnerKind,
  fileOwnersRepository,
  STORED_OBJECTS_CHANGED,
} from "./fileOwnersRepository";
export { startOrphanSweep } from "./orphanSweep";
export { removeStored } from "./removeStored";
export {
  type Quota,
  type StorageLedger,
  type StoredObject,
  type StoredRow,
  storageLedger,
} from "./storageLedgerRepository";
export { type FileOwner, releaseFiles, storageLimit, storeFile } from "./storeFile";
export { unpublishedKeys } from "./versionGuard";
