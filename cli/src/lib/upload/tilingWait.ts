import { setTimeout as sleep } from "node:timers/promises";
import type { LayerStatus } from "@orbis/core/contract";
import type { OrbisApi } from "../session/api";

/** How the wait for tiling ended. */
export interface TilingResult {
  readonly statuses: ReadonlyMap<string, LayerStatus>;
  /** True when the deadline came before every scene was done or failed. */
  readonly timedOut: boolean;
  /** When the last watched scene finished (ms since the epoch), null if none did. */
  readonly finishedAt: number | null;
}

const settled = (s: LayerStatus | undefined) => s?.state === "done" || s?.state === "failed";

/**
 * Polls the tour's layer status until every watched scene is tiled or failed (`--wait`).
 * A failed poll (network) is tried again at the next tick; the deadline still holds.
 */
export const waitForTiling = async (
  api: OrbisApi,
  tourId: string,
  sceneIds: readonly string[],
  options: {
    readonly pollMs: number;
    readonly timeoutMs: number;
    readonly onStatus: (statuses: ReadonlyMap<string, LayerStatus>) => void;
    readonly now?: () => number;
  },
): Promise<TilingResult> => {
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  const watched = new Set(sceneIds);
  let statuses = new Map<string, LayerStatus>();
  let finishedAt: number | null = null;
  while (watched.size > 0) {
    const answer = await api.getLayersStatus({ params: { id: tourId } }).catch(() => null);
    if (answer !== null) {
      statuses = new Map(answer.filter((s) => watched.has(s.sceneId)).map((s) => [s.sceneId, s]));
      options.onStatus(statuses);
      if ([...watched].every((id) => settled(statuses.get(id)))) {
        finishedAt = now();
        break;
      }
    }
    if (now() >= deadline) return { statuses, timedOut: true, finishedAt };
    await sleep(options.pollMs);
  }
  return { statuses, timedOut: false, finishedAt };
};
