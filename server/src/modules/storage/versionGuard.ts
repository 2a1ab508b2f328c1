import { isKeyReferenced } from "@orbis/core/tours";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { FileStore } from "../../infra/files/fileStore";
import { versionReferences } from "../versions";

const tourOfKey = (key: string): string | undefined => /^tours\/([^/]+)\//.exec(key)?.[1];

/**
 * The keys that may really be given back: those no published version links to. A version is
 * immutable and stays in the history, so a scene, revision, voice, image or model it shows keeps
 * its files (and their counted bytes) until the tour itself is deleted. Keys outside a tour's
 * folder are not touched by versions and pass through.
 */
export const unpublishedKeys = async (
  store: { db: Kysely<Database>; files: FileStore },
  keys: readonly string[],
): Promise<string[]> => {
  const byTour = new Map<string, string[]>();
  for (const key of keys) {
    const tour = tourOfKey(key);
    if (tour !== undefined) byTour.set(tour, [...(byTour.get(tour) ?? []), key]);
  }
  const kept = new Set<string>();
  for (const [tourId, tourKeys] of byTour) {
    const references = await versionReferences(store, tourId);
    if (references.length === 0) continue;
    for (const key of tourKeys) if (isKeyReferenced(key, references)) kept.add(key);
  }
  return keys.filter((key) => !kept.has(key));
};
