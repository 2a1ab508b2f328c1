import type { PublishVersion, Tour, TourListItem } from "@orbis/core/contract";
import { type AppError, isFileRefusal } from "@orbis/core/errors";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";

/** What publishing needs from the editor. */
export interface EditorPublishingDeps {
  readonly api: OrbisApi;
  readonly tourId: () => string | null;
  /** Saves the document first: a publication is a snapshot of what the server has. */
  readonly save: () => Promise<boolean>;
}

/**
 * Publishing from the editor: publish (optionally claiming a slug), the publish history, copying
 * the tour and its thumbnail. Refusals (a taken slug, quotas) reach the snackbar through the
 * client's global handler; these methods report only whether the change went through.
 */
export class EditorPublishing {
  history: PublishVersion[] = [];
  thumbnailUrl: string | null = null;
  busy = false;

  constructor(private readonly deps: EditorPublishingDeps) {
    makeAutoObservable<EditorPublishing, "deps">(this, { deps: false });
  }

  /** The version served now, if the tour is published. */
  get current(): PublishVersion | null {
    return this.history.find((v) => v.current) ?? null;
  }

  reset(tour: Tour): void {
    this.history = tour.publishHistory;
    this.thumbnailUrl = tour.thumbnailUrl;
  }

  /** Saves, then publishes a new version; the new version, or null when refused. */
  async publish(slug?: string): Promise<PublishVersion | null> {
    const id = this.deps.tourId();
    if (id === null || this.busy) return null;
    this.busy = true;
    try {
      if (!(await this.deps.save())) return null;
      const version = await this.deps.api.publishTour({
        params: { id },
        body: slug ? { slug } : {},
      });
      const history = await this.deps.api.getPublishHistory({ params: { id } });
      runInAction(() => {
        this.history = history;
      });
      return version;
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Takes the tour offline: its address stops serving; the versions stay in the history. */
  async unpublish(): Promise<boolean> {
    const id = this.deps.tourId();
    if (id === null || this.busy) return false;
    this.busy = true;
    try {
      await this.deps.api.unpublishTour({ params: { id } });
      const history = await this.deps.api.getPublishHistory({ params: { id } });
      runInAction(() => {
        this.history = history;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Copies the tour (same project, "<title> copy"); the copy, or null when refused. */
  async copy(): Promise<TourListItem | null> {
    const id = this.deps.tourId();
    if (id === null) return null;
    try {
      if (!(await this.deps.save())) return null;
      return await this.deps.api.copyTour({ params: { id }, body: {} });
    } catch {
      return null;
    }
  }

  /**
   * Replaces the tour's thumbnail. A refused file comes back as `refused` for the picker to say
   * (the global snackbar leaves file refusals to it); other failures come back without it, the
   * global handler having said them.
   */
  async setThumbnail(file: File): Promise<{ ok: boolean; refused?: AppError }> {
    const id = this.deps.tourId();
    if (id === null) return { ok: false };
    const body = new FormData();
    body.append("file", file, file.name);
    try {
      const { thumbnailUrl } = await this.deps.api.uploadTourThumbnail({ params: { id }, body });
      runInAction(() => {
        this.thumbnailUrl = thumbnailUrl;
      });
      return { ok: true };
    } catch (error) {
      return isFileRefusal(error) ? { ok: false, refused: error } : { ok: false };
    }
  }
}
