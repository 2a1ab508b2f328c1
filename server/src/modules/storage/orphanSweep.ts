import type { Deps } from "../../deps";
import type { InfraLog } from "../../infra/createDeps";
import { type FileOwnerKind, fileOwnersRepository } from "./fileOwnersRepository";
import { maintenanceRepository } from "./maintenanceRepository";

/*
 * Before account deletion removed its projects' files, a deleted account left its tiles, sources,
 * snapshots and hosted images in the store, owned by no row. This sweep removes files no row owns.
 * It runs once per installation, at start-up, in the background (a whole bucket can take a
 * while to list; nothing waits for it), remembered in `maintenance_runs` so a restart does not
 * list the store again; a stop mid-way gives the claim back and the next start runs it again.
 */

/** The folders whose files rows own, and which kind of row. `catalogue/` is its seeding's (it
 * removes what no row names), and anything else in the store is not the sweep's to judge. */
const SWEPT: readonly { readonly prefix: string; readonly owner: FileOwnerKind }[] = [
  { prefix: "tours/", owner: "ledger" },
  { prefix: "published/", owner: "ledger" },
  { prefix: "hosting/", owner: "ledger" },
  { prefix: "users/", owner: "profile" },
];

/**
 * Files written less than this long ago are spared whatever the rows say: an upload, a tiling,
 * a copy or an import writes its files before the row owning them commits (a tiling puts a
 * whole pyramid first), and none of them takes anywhere near an hour.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** What a sweep did; `complete` is false when it was stopped before the end. */
export interface SweepResult {
  readonly checked: number;
  readonly removed: number;
  readonly removedBytes: number;
  readonly complete: boolean;
}

/**
 * Removes the files under the swept folders that no row owns and that were written more than
 * `minAgeMs` ago. Idempotent; one ownership query per page of the listing.
 */
export const sweepOrphanFiles = async (
  deps: Pick<Deps, "db" | "files" | "clock">,
  options: { readonly minAgeMs?: number; readonly signal?: AbortSignal } = {},
): Promise<SweepResult> => {
  const owners = fileOwnersRepository(deps.db.kysely);
  const cutoff = deps.clock().getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  let checked = 0;
  let removed = 0;
  let removedBytes = 0;
  const stopped = () => options.signal?.aborted === true;
  for (const { prefix, owner } of SWEPT) {
    for await (const page of deps.files.entries(prefix)) {
      if (stopped()) return { checked, removed, removedBytes, complete: false };
      checked += page.length;
      const old = page.filter((o) => o.modifiedAt.getTime() < cutoff);
      const owned = await owners.ownedKeys(
        owner,
        old.map((o) => o.key),
      );
      for (const o of old) {
        if (owned.has(o.key)) continue;
        if (stopped()) return { checked, removed, removedBytes, complete: false };
        await deps.files.remove(o.key);
        removed += 1;
        removedBytes += o.bytes;
      }
    }
  }
  return { checked, removed, removedBytes, complete: true };
};

/** The task's name in `maintenance_runs`; a new sweep for another reason gets a new name. */
export const ORPHAN_SWEEP_TASK = "sweep-orphan-files-1";
/** A claim this old belongs to a process that died mid-sweep: another start takes it over. */
const CLAIM_STALE_MS = 6 * 60 * 60 * 1000;

/**
 * Runs {@link sweepOrphanFiles} unless it already finished once (or another process is running
 * it); answers what it did, or null when it did not run.
 */
export const sweepOrphanFilesOnce = async (
  deps: Pick<Deps, "db" | "files" | "clock">,
  signal?: AbortSignal,
): Promise<SweepResult | null> => {
  const runs = maintenanceRepository(deps.db.kysely);
  const now = deps.clock();
  const claimed = await runs.claim(
    ORPHAN_SWEEP_TASK,
    now,
    new Date(now.getTime() - CLAIM_STALE_MS),
  );
  if (!claimed) return null;
  try {
    const result = await sweepOrphanFiles(deps, { signal });
    if (result.complete) await runs.finish(ORPHAN_SWEEP_TASK, deps.clock(), { ...result });
    else await runs.release(ORPHAN_SWEEP_TASK);
    return result;
  } catch (error) {
    await runs.release(ORPHAN_SWEEP_TASK).catch(() => {});
    throw error;
  }
};

/**
 * Starts the one-off sweep in the background at server start; `stop` (before the database
 * closes) makes it give up after the file at hand and waits for it.
 */
export const startOrphanSweep = (
  deps: Pick<Deps, "db" | "files" | "clock">,
  log: Pick<InfraLog, "info" | "warn">,
): { readonly stop: () => Promise<void> } => {
  const abort = new AbortController();
  const running = sweepOrphanFilesOnce(deps, abort.signal).then(
    (result) => {
      if (result === null) return;
      log.info(
        { ...result },
        result.complete
          ? "files no row owns swept from the store"
          : "the sweep of files no row owns stopped; it runs again at the next start",
      );
    },
    (err: unknown) =>
      log.warn({ err }, "the sweep of files no row owns failed; it runs again at the next start"),
  );
  return {
    stop: async () => {
      abort.abort();
      await running;
    },
  };
};
