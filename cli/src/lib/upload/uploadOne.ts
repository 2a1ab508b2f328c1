import { openAsBlob } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { TrackedTransport } from "../http/trackedFetch";
import type { OrbisApi } from "../session/api";
import { type BackoffPolicy, backoffDelay, isRetriable } from "./backoff";
import type { LocalFile } from "./types";

/** What one file's upload needs. */
export interface UploadOneDeps {
  readonly api: OrbisApi;
  readonly transport: TrackedTransport;
  readonly tourId: string;
  readonly overwrite: boolean;
  /** The name the server sees, when not the file's own (a replacement names its scene's file). */
  readonly fileName?: string;
  readonly policy: BackoffPolicy;
  /** The scene holding this content now, if any (to make a retry safe). */
  readonly findScene: (sha256: string) => Promise<string | null>;
  readonly pause?: (ms: number) => Promise<unknown>;
}

/** Progress callbacks of one file. */
export interface UploadOneEvents {
  readonly bytes: (sent: number) => void;
  readonly retry: (attempt: number, delayMs: number, error: unknown) => void;
}

/** How one file's upload ended. */
export type UploadOneResult =
  | { readonly ok: true; readonly sceneId: string | null; readonly attempts: number }
  | { readonly ok: false; readonly error: unknown; readonly attempts: number };

/**
 * Uploads one panorama in its own request (a failure then costs one file, not a batch),
 * streamed from disk. Network errors, timeouts, 429 and 5xx are retried with backoff; before a
 * retry the tour is read again, since a lost answer may hide an upload the server did store.
 */
export const uploadOne = async (
  file: LocalFile,
  sha256: string,
  deps: UploadOneDeps,
  events: UploadOneEvents,
): Promise<UploadOneResult> => {
  const pause = deps.pause ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      const form = new FormData();
      form.append("files", await openAsBlob(file.path), deps.fileName ?? file.name);
      deps.transport.track(form, (sent) => events.bytes(Math.min(sent, file.bytes)));
      const stored = await deps.api.uploadTourFiles({
        params: { id: deps.tourId },
        query: { overwrite: deps.overwrite },
        body: form,
      });
      return { ok: true, sceneId: stored[0]?.sceneId ?? null, attempts: attempt };
    } catch (error) {
      if (!isRetriable(error) || attempt > deps.policy.retries)
        return { ok: false, error, attempts: attempt };
      const delay = backoffDelay(attempt, deps.policy);
      events.retry(attempt, delay, error);
      events.bytes(0);
      await pause(delay);
      const landed = await deps.findScene(sha256).catch(() => null);
      if (landed !== null) return { ok: true, sceneId: landed, attempts: attempt };
    }
  }
};
