import { setTimeout as sleep } from "node:timers/promises";
import type { AiImage, AiImageStatus } from "@orbis/core/contract";
import { ErrorCode } from "@orbis/core/errors";
import { CliError, EXIT } from "../errors";
import type { OrbisApi } from "../session/api";

/** Options of {@link waitForImages}. */
export interface ImageWait {
  readonly timeoutMs: number;
  readonly pollMs: number;
  /** Told the statuses of the images still being painted, each time they change. */
  readonly onProgress: (working: readonly AiImage[]) => void;
}

/** How the images of one request ended: the complete ones, and the others as the list shows them. */
export interface SettledImages {
  readonly complete: AiImage[];
  readonly failed: AiImage[];
}

const progressKey = (working: readonly AiImage[]) =>
  working.map((i) => `${i.id}:${i.status}`).join(",");

/**
 * Waits until none of `ids` is being painted any more (the working list the console polls too),
 * then answers which completed. Fails with 90002 (a timeout) after `timeoutMs`; the images go on
 * being painted, and `orbis ai list` shows them later.
 */
export const waitForImages = async (
  api: OrbisApi,
  ids: readonly string[],
  wait: ImageWait,
): Promise<SettledImages> => {
  const mine = new Set(ids);
  const deadline = Date.now() + wait.timeoutMs;
  let shown = "";
  for (;;) {
    const working = (await api.listWorkingAiImages()).list.filter((i) => mine.has(i.id));
    if (working.length === 0) break;
    if (progressKey(working) !== shown) {
      shown = progressKey(working);
      wait.onProgress(working);
    }
    if (Date.now() > deadline)
      throw new CliError(
        ErrorCode.timeout,
        `${working.length} image(s) still being painted after ${Math.round(wait.timeoutMs / 1000)} s; see them later with \`orbis ai list\``,
        EXIT.network,
      );
    await sleep(wait.pollMs);
  }
  const complete = (await api.listAiImagesByIds({ query: { ids: [...ids] } })).list;
  const done = new Set(complete.map((i) => i.id));
  const failed: AiImage[] = [];
  for (const status of ["error", "abort"] as const satisfies readonly AiImageStatus[]) {
    const page = await api.listAiImages({ query: { status, pageSize: 100 } });
    failed.push(...page.list.filter((i) => mine.has(i.id) && !done.has(i.id)));
  }
  return { complete, failed };
};
