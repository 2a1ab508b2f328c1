/*
 * Versions: what the published versions of a tour pin in storage (the files their snapshots
 * show), how a snapshot is read, and the locks a publication takes. Below storage and tours, so
 * both can keep a published version's files without importing publishing.
 */
export { isVersionSnapshotKey } from "./keys";
export {
  isReferencedByVersion,
  lockAgainstPublishing,
  type VersionStore,
  versionReferences,
} from "./references";
export { snapshotReader } from "./snapshotReader";
