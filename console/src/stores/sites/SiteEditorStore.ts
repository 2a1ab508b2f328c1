import type { SiteBlock, SiteBlockType, SiteImage, SitePage } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import {
  addSiteBlock,
  canAddSiteBlock,
  moveSiteBlock,
  newSiteBlock,
  type PictureUrls,
  removeSiteBlock,
  replaceSiteBlock,
} from "@orbis/core/tours";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** What the site editor needs from outside. */
export interface SiteEditorStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getSitePage"
    | "saveSitePage"
    | "uploadSitePageImage"
    | "setTourFeatured"
    | "getTour"
    | "getTourPermission"
  >;
  readonly log: (message: string, error: unknown) => void;
}

/** A scene a picture may show: what the pickers list and the preview draws. */
export interface SiteScene {
  readonly id: string;
  readonly title: string;
  readonly pictureUrl: string | null;
}

/** Where saving stands: nothing to say, on its way, done, or refused with the server's reason. */
export type SaveState =
  | { readonly kind: "idle" }
  | { readonly kind: "saving" }
  | { readonly kind: "saved" }
  | { readonly kind: "failed"; readonly reason: string };

/**
 * `/site/editor/:spaceId`: the tour's site page being edited (every edit is one of core's pure
 * page edits), what was last saved (to tell unsaved changes), and the showcase switch. The
 * preview draws `page` as it is, so nothing needs saving to be seen.
 */
export class SiteEditorStore {
  tourId: string | null = null;
  tourTitle = "";
  page: SitePage | null = null;
  /** The page as the server last had it, as JSON: unsaved changes differ from it. */
  private savedJson = "";
  url: string | null = null;
  featured = false;
  canFeature = false;
  scenes: SiteScene[] = [];
  /** The pictures uploaded for the page, newest first. */
  images: SiteImage[] = [];
  uploading = false;
  /** Why the last upload was refused, or null. */
  uploadError: string | null = null;
  state: LoadState = "idle";
  save: SaveState = { kind: "idle" };
  featuring = false;
  private nextId = 1;
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: SiteEditorStoreDeps) {
    makeAutoObservable<SiteEditorStore, "deps" | "tickets" | "nextId">(this, {
      deps: false,
      tickets: false,
      nextId: false,
    });
  }

  /** True while the page differs from what the server has. */
  get dirty(): boolean {
    return this.page !== null && JSON.stringify(this.page) !== this.savedJson;
  }

  /** Where each picture a page may name is found: what the preview draws. */
  get pictureUrls(): PictureUrls {
    return {
      scenes: new Map(
        this.scenes.flatMap((s) => (s.pictureUrl === null ? [] : [[s.id, s.pictureUrl] as const])),
      ),
      images: new Map(this.images.map((i) => [i.id, i.url] as const)),
    };
  }

  /** True while another block fits. */
  get canAdd(): boolean {
    return this.page !== null && canAddSiteBlock(this.page);
  }

  /** Reads the page of tour `id`, the tour's scenes and whether the caller owns it. */
  async load(id: string): Promise<void> {
    const latest = this.tickets.take();
    this.state = "loading";
    const params = { params: { id } };
    try {
      const [state, tour] = await Promise.all([
        this.deps.api.getSitePage(params),
        this.deps.api.getTour(params),
      ]);
      const permission = await this.deps.api.getTourPermission({
        params: { id },
        query: { proj: tour.projectId },
      });
      if (!latest()) return;
      runInAction(() => {
        this.tourId = id;
        this.tourTitle = tour.title;
        this.page = state.page;
        this.savedJson = JSON.stringify(state.page);
        this.url = state.url;
        this.featured = state.featured;
        this.images = state.images;
        this.uploadError = null;
        this.canFeature = permission.role === "owner";
        this.scenes = [...tour.scenes]
          .sort((a, b) => a.order - b.order)
          .map((s) => ({ id: s.id, title: s.title, pictureUrl: s.previewUrl ?? s.thumbnailUrl }));
        this.save = { kind: "idle" };
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading a site page failed", error);
      if (latest()) runInAction(() => (this.state = "failed"));
    }
  }

  private edit(page: SitePage): void {
    this.page = page;
    if (this.save.kind !== "saving") this.save = { kind: "idle" };
  }

  /** Adds an empty block of a kind at the end. */
  add(type: Exclude<SiteBlockType, "tour">): void {
    if (this.page === null) return;
    let id = `${type}-${this.nextId++}`;
    while (this.page.blocks.some((b) => b.id === id)) id = `${type}-${this.nextId++}`;
    this.edit(addSiteBlock(this.page, newSiteBlock(type, id)));
  }

  /** Moves a block one place up or down. */
  move(id: string, by: -1 | 1): void {
    if (this.page !== null) this.edit(moveSiteBlock(this.page, id, by));
  }

  /** Removes a block (never the tour's). */
  remove(id: string): void {
    if (this.page !== null) this.edit(removeSiteBlock(this.page, id));
  }

  /** Replaces a block by its edited form. */
  update(block: SiteBlock): void {
    if (this.page !== null) this.edit(replaceSiteBlock(this.page, block));
  }

  /** Changes the cover. */
  updateCover(cover: Partial<SitePage["cover"]>): void {
    if (this.page !== null) this.edit({ ...this.page, cover: { ...this.page.cover, ...cover } });
  }

  /** Saves the page; a refusal keeps the edits and says the server's reason (it names the field). */
  async savePage(): Promise<boolean> {
    const id = this.tourId;
    const page = this.page;
    if (id === null || page === null || this.save.kind === "saving") return false;
    this.save = { kind: "saving" };
    try {
      const state = await this.deps.api.saveSitePage({ params: { id }, body: page });
      runInAction(() => {
        this.savedJson = JSON.stringify(state.page);
        this.url = state.url;
        this.save = { kind: "saved" };
      });
      return true;
    } catch (error) {
      this.deps.log("Saving a site page failed", error);
      runInAction(() => {
        this.save = {
          kind: "failed",
          reason: isAppError(error) ? error.message : String(error),
        };
      });
      return false;
    }
  }

  /**
   * Uploads a picture for the page; answers it (to be chosen where it was asked for), or null
   * with the server's reason kept in `uploadError`.
   */
  async uploadImage(file: File): Promise<SiteImage | null> {
    const id = this.tourId;
    if (id === null || this.uploading) return null;
    this.uploading = true;
    this.uploadError = null;
    try {
      const body = new FormData();
      body.append("file", file);
      const image = await this.deps.api.uploadSitePageImage({ params: { id }, body });
      runInAction(() => (this.images = [image, ...this.images]));
      return image;
    } catch (error) {
      this.deps.log("Uploading a site picture failed", error);
      runInAction(() => {
        this.uploadError = isAppError(error) ? error.message : String(error);
      });
      return null;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  /** Turns the landing showcase on or off (the owner, a published tour). */
  async setFeatured(featured: boolean): Promise<void> {
    const id = this.tourId;
    if (id === null || this.featuring) return;
    this.featuring = true;
    try {
      const answer = await this.deps.api.setTourFeatured({ params: { id }, body: { featured } });
      runInAction(() => (this.featured = answer.featured));
    } catch (error) {
      this.deps.log("Changing the showcase failed", error);
    } finally {
      runInAction(() => (this.featuring = false));
    }
  }
}
