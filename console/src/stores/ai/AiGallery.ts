import type { AiImage, AiImageStatus } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** What a gallery of AI images needs from outside. */
export interface AiGalleryDeps {
  readonly api: Pick<OrbisApi, "listAiImages">;
  readonly log: (message: string, error: unknown) => void;
  /** Only images in this status (the editor's picker shows complete ones); all when undefined. */
  readonly status?: AiImageStatus;
  readonly pageSize?: number;
}

/**
 * A page of the caller's AI images (`GET /edu/ai-image/list`, newest first) with the ones the
 * person ticked. The ticks belong to the page on show: another page, or a reload after a
 * change, starts with none of the images that left it.
 */
export class AiGallery {
  items: AiImage[] = [];
  total = 0;
  pageNo = 1;
  state: LoadState = "idle";
  /** Why the last load failed, for the screen to say. */
  error: unknown = null;
  selectedIds: string[] = [];
  readonly pageSize: number;
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: AiGalleryDeps) {
    this.pageSize = deps.pageSize ?? 12;
    makeAutoObservable<AiGallery, "deps" | "tickets">(this, { deps: false, tickets: false });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The ticked images of the page, in the page's order. */
  get selected(): AiImage[] {
    const ticked = new Set(this.selectedIds);
    return this.items.filter((image) => ticked.has(image.id));
  }

  /** The ticked images that have a picture: only those can become scenes. */
  get selectedComplete(): AiImage[] {
    return this.selected.filter((image) => image.status === "complete");
  }

  isSelected(id: string): boolean {
    return this.selectedIds.includes(id);
  }

  toggle(id: string): void {
    this.selectedIds = this.isSelected(id)
      ? this.selectedIds.filter((selected) => selected !== id)
      : [...this.selectedIds, id];
  }

  clearSelection(): void {
    this.selectedIds = [];
  }

  /** Loads page `pageNo` (the current one unless told). */
  async load(pageNo = this.pageNo): Promise<void> {
    const current = this.tickets.take();
    this.state = "loading";
    try {
      const page = await this.deps.api.listAiImages({
        query: {
          pageNo,
          pageSize: this.pageSize,
          ...(this.deps.status === undefined ? {} : { status: this.deps.status }),
        },
      });
      runInAction(() => {
        if (!current()) return;
        this.items = page.list;
        this.total = page.total;
        this.pageNo = pageNo;
        const shown = new Set(page.list.map((image) => image.id));
        this.selectedIds = this.selectedIds.filter((id) => shown.has(id));
        this.error = null;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the AI images failed", error);
      runInAction(() => {
        if (!current()) return;
        this.error = error;
        this.state = "failed";
      });
    }
  }

  /** Forgets the images (another account signed in). */
  reset(): void {
    this.tickets.take();
    this.items = [];
    this.total = 0;
    this.pageNo = 1;
    this.state = "idle";
    this.error = null;
    this.selectedIds = [];
  }

  /** Loads the page on show again, if it was ever loaded (images finished, or were deleted). */
  async reload(): Promise<void> {
    if (this.state === "idle") return;
    // A page emptied by deletions goes back to the last page that still has images.
    await this.load(this.pageNo);
    if (this.items.length === 0 && this.pageNo > 1) await this.load(this.pageCount);
  }
}
