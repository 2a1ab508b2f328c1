/**
 * Whether a stored key is a version snapshot (publishing keeps them under `published/`). A tour
 * copy is unpublished: it must not copy these (their keys do not move with the tour folder, so a
 * copy would write them onto themselves).
 */
export const isVersionSnapshotKey = (key: string): boolean => key.startsWith("published/");
