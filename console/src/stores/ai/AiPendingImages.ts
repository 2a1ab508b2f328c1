import { type AiImagePoller, createAiImagePoller } from "@orbis/core/ai";
import type { AiImage } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";

/** What the pending list needs from outside. */
export interface AiPendingImagesDeps {
  readonly api: Pick<OrbisApi, "listWorkingAiImages" | "listAiImagesByIds">;
  /** Images the poller found complete: the AI snackbar, and fresh figures. */
  readonly onComplete: (completed: readonly AiImage[]) => void;
  /** A poll failed (once per run of failures, core's rule): the generic error message. */
  readonly onError: (error: unknown) => void;
}

/** The most ids `GET /edu/ai-image/list/ids` takes at once (its query schema's limit). */
const IDS_PER_CALL = 100;

const inChunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * The app state's pending AI images (docs/product/states.md), mirrored from core's poller: it
 * polls the in-progress list every 5 s while anything is pending and not at all otherwise, moves
 * finished images out, announces the complete ones and refetches the pending list.
 */
export class AiPendingImages {
  list: readonly AiImage[] = [];
  private readonly poller: AiImagePoller<AiImage>;

  constructor(private readonly deps: AiPendingImagesDeps) {
    const { api } = deps;
    const working = async () => (await api.listWorkingAiImages()).list;
    this.poller = createAiImagePoller<AiImage, ReturnType<typeof setTimeout>>({
      timers: {
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle),
      },
      calls: {
        fetchWorking: working,
        fetchCompleted: async (ids) => {
          const pages = await Promise.all(
            inChunks(ids.map(String), IDS_PER_CALL).map((chunk) =>
              api.listAiImagesByIds({ query: { ids: chunk } }),
            ),
          );
          return pages.flatMap((page) => page.list);
        },
        fetchPending: working,
      },
      onComplete: (completed) => deps.onComplete(completed),
      onError: (error) => deps.onError(error),
      onPendingChange: (pending) => runInAction(() => (this.list = pending)),
    });
    makeAutoObservable<AiPendingImages, "deps" | "poller">(this, { deps: false, poller: false });
  }

  /** Reads the in-progress list afresh and polls while it holds anything. */
  async fetch(): Promise<void> {
    const { list } = await this.deps.api.listWorkingAiImages();
    this.poller.setPending(list);
  }

  /** Adds images just asked for; polling starts if it was not running. */
  add(images: readonly AiImage[]): void {
    const known = new Set(this.list.map((image) => image.id));
    this.poller.setPending([...this.list, ...images.filter((image) => !known.has(image.id))]);
  }

  /** Takes deleted images off the list; polling stops when none is left. */
  drop(ids: readonly string[]): void {
    const gone = new Set(ids);
    this.poller.setPending(this.list.filter((image) => !gone.has(image.id)));
  }

  /** Empties the list and stops polling (signed out, or an account without AI images). */
  clear(): void {
    this.poller.setPending([]);
  }

  /** Whether a poll is scheduled or under way (not observable: the poller's own state). */
  isPolling(): boolean {
    return this.poller.running;
  }
}
