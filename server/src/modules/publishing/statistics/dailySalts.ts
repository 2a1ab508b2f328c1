import type { Kysely } from "kysely";
import type { Database } from "../../../infra/db/schema";
import { saltRepository } from "./saltRepository";

const DAY_MS = 86_400_000;

/** The random salts of the visitor hashes, one per UTC day, shared through the database. */
export interface DailySalts {
  /**
   * The salt of `day` (`YYYY-MM-DD`), made on first use. Only today's and yesterday's exist:
   * an older day's is refused, so a salt once deleted is never made again.
   */
  readonly of: (day: string) => Promise<Uint8Array>;
  /** Deletes the salts of days before `keepFrom`: their hashes can no longer be recomputed. */
  readonly forgetBefore: (keepFrom: string) => Promise<void>;
}

const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * Salts kept in `statistics_salts` (docs/architecture.md#statistics). The first process asking
 * for a day's salt inserts a random one; a process racing it inserts nothing and both read the
 * row that won, so every process of a cluster hashes alike. Each process keeps the salts it read
 * of the last days in memory: the database is asked once a day.
 */
export const dailySalts = (db: Kysely<Database>, clock: () => Date): DailySalts => {
  const repo = saltRepository(db);
  const known = new Map<string, Promise<Uint8Array>>();

  const load = async (day: string): Promise<Uint8Array> => {
    const salt = await repo.saltOf(day);
    // Deleted between the insert and the read: the day has just become too old.
    if (salt === undefined) throw new Error(`the visitor salt of ${day} is gone`);
    return salt;
  };

  return {
    of: (day) => {
      const today = clock().toISOString().slice(0, 10);
      if (day < dayBefore(today)) {
        return Promise.reject(
          new Error(
            `the visitor salt of ${day} is gone: only ${today}'s and the day before's are kept`,
          ),
        );
      }
      const held = known.get(day);
      if (held !== undefined) return held;
      const loading = load(day);
      // A failed read is asked again next time rather than remembered.
      loading.catch(() => known.delete(day));
      known.set(day, loading);
      for (const old of known.keys()) if (old < dayBefore(today)) known.delete(old);
      return loading;
    },
    forgetBefore: async (keepFrom) => {
      await repo.deleteBefore(keepFrom);
      for (const old of known.keys()) if (old < keepFrom) known.delete(old);
    },
  };
};
