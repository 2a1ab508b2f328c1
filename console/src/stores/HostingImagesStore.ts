import type { HostingImage } from "@orbis/core/contract";
import { isFileRefusal } from "@orbis/core/errors";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { LoadState } from "./loadState";

/** What the hosting images need from outside. */
export interface HostingImagesStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "listHostingImages" | "uploadHostingImages" | "updateHostingImage" | "deleteHostingImage"
  >;
  /** The open hosting project, whose images these are. */
  readonly projectId: () => string | null;
  /** Reloads the storage usage an upload or a deletion changed. */
  readonly loadStorage: () => Promise<void>;
  readonly log: (message: string, error: unknown) => void;
}

/** The open hosting project's 360° images: uploads, renames and deletions. */
export class HostingImagesStore {
  items: HostingImage[] = [];
  state: LoadState = "idle";

  constructor(private readonly deps: HostingImagesStoreDeps) {
    makeAutoObservable<HostingImagesStore, "deps">(this, { deps: false });
  }

  /** Loads the open hosting project's images (the first page, newest first). */
  async load(): Promise<void> {
    const projectId = this.deps.projectId();
    if (projectId === null) return;
    this.state = "loading";
    try {
      const page = await this.deps.api.listHostingImages({
        params: { id: projectId },
        query: { pageNo: 1, pageSize: 100 },
      });
      runInAction(() => {
        this.items = page.list;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the images failed", error);
      runInAction(() => (this.state = "failed"));
    }
  }

  /**
   * Uploads panoramas to the open hosting project (multipart). Returns the names of the files
   * the server refused, for the screen to say once: every name when it refused them all for
   * what they are. A refusal that is not about the files (80001 when the storage is full) has
   * its snackbar from the global handler and returns none, so it is not said twice.
   */
  async upload(files: readonly File[]): Promise<string[]> {
    const projectId = this.deps.projectId();
    if (projectId === null || files.length === 0) return [];
    const body = new FormData();
    for (const file of files) body.append("files", file, file.name);
    try {
      const result = await this.deps.api.uploadHostingImages({ params: { id: projectId }, body });
      runInAction(() => this.items.unshift(...result.stored));
      await this.deps.loadStorage();
      return result.refused.map((r) => r.fileName);
    } catch (error) {
      this.deps.log("Uploading images failed", error);
      return isFileRefusal(error) ? files.map((f) => f.name) : [];
    }
  }

  /**
   * Renames an image (its extension and links stay); true when done. A refusal says itself in
   * the global snackbar.
   */
  async rename(imageId: string, title: string): Promise<boolean> {
    const projectId = this.deps.projectId();
    if (projectId === null) return false;
    try {
      const renamed = await this.deps.api.updateHostingImage({
        params: { id: projectId, imageId },
        body: { title: title.trim() },
      });
      runInAction(() => {
        this.items = this.items.map((i) => (i.id === renamed.id ? renamed : i));
      });
      return true;
    } catch (error) {
      this.deps.log("Renaming an image failed", error);
      return false;
    }
  }

  /** Deletes an image, its links going with it, and shows the storage it gave back. */
  async remove(imageId: string): Promise<boolean> {
    const projectId = this.deps.projectId();
    if (projectId === null) return false;
    try {
      await this.deps.api.deleteHostingImage({ params: { id: projectId, imageId } });
    } catch (error) {
      this.deps.log("Deleting an image failed", error);
      return false;
    }
    runInAction(() => {
      this.items = this.items.filter((i) => i.id !== imageId);
    });
    await this.deps.loadStorage();
    return true;
  }

  /** Forgets the previous project's images. */
  reset(): void {
    this.items = [];
  }
}
