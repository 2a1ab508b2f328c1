import { AI_POLL_ERROR_MESSAGE_KEY, pendingAiImagesAction } from "@orbis/core/ai";
import type { AiImage, AiImageStyle, AiImageUsage, Scene } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { planFlags } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import { AiGallery } from "./ai/AiGallery";
import { AiPendingImages } from "./ai/AiPendingImages";
import { type LoadState, LoadTickets } from "./loadState";
import type { UiStore } from "./UiStore";

/**
 * Whether the signed-in account makes AI images: `unknown` until its plan is read, `allowed` on
 * an education plan, `notOnPlan` otherwise (the server answers those 70008).
 */
export type AiAccess = "unknown" | "allowed" | "notOnPlan";

/** What to ask the generator for (`POST /edu/ai-image`). */
export interface AiImageRequest {
  readonly prompt: string;
  readonly style: string;
  readonly count: number;
}

/** Images added to a tour as scenes, and those the server refused with why. */
export interface AiScenesOutcome {
  readonly added: readonly Scene[];
  readonly refused: readonly { readonly image: AiImage; readonly error: unknown }[];
}

/** What the AI image store needs from outside. */
export interface AiImagesStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getAccount"
    | "listAiImageStyles"
    | "getAiImageUsage"
    | "listAiImages"
    | "listWorkingAiImages"
    | "listAiImagesByIds"
    | "createAiImage"
    | "deleteAiImages"
    | "createSceneFromAiImage"
  >;
  readonly ui: Pick<UiStore, "showAiSnackbar" | "snackbar">;
  /** A message of the interface language by key (the poll failure's generic text). */
  readonly translate: (key: string) => string;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The signed-in account's AI images: whether its plan gives them, the styles, the month's usage,
 * the gallery's page and the pending list (app state, docs/product/states.md). After sign-in an
 * education-plan account fetches its pending images and polls them; any other account clears
 * them (core's `pendingAiImagesAction`). When images complete, the AI snackbar shows and the
 * usage and the gallery are read again. The rules are core's; this store orchestrates.
 */
export class AiImagesStore {
  access: AiAccess = "unknown";
  styles: AiImageStyle[] = [];
  usage: AiImageUsage | null = null;
  /** The screen's load: styles and usage. */
  state: LoadState = "idle";
  /** Why the screen's load failed: 70008 says the plan gives no AI images. */
  error: unknown = null;
  readonly pending: AiPendingImages;
  readonly gallery: AiGallery;
  private userId: string | null = null;
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: AiImagesStoreDeps) {
    this.pending = new AiPendingImages({
      api: deps.api,
      onComplete: () => this.completed(),
      onError: (error) => {
        deps.log("Polling the AI images failed", error);
        deps.ui.snackbar.show(deps.translate(AI_POLL_ERROR_MESSAGE_KEY), { severity: "error" });
      },
    });
    this.gallery = new AiGallery({ api: deps.api, log: deps.log });
    makeAutoObservable<AiImagesStore, "deps" | "userId" | "tickets">(this, {
      deps: false,
      userId: false,
      tickets: false,
      pending: false,
      gallery: false,
    });
  }

  /**
   * Follows the signed-in account (null: signed out). A new account's plan is read: on an
   * education plan its pending images are fetched and polled, otherwise they are cleared.
   */
  async followAccount(userId: string | null): Promise<void> {
    if (userId === this.userId) return;
    const previous = this.userId;
    this.userId = userId;
    this.pending.clear();
    // Another account's figures and images must not stay on show; a first sign-in has none.
    if (previous !== null) this.reset();
    if (userId === null) return;
    try {
      const account = await this.deps.api.getAccount();
      if (this.userId !== userId) return;
      const action = pendingAiImagesAction({
        isEducationPlan: planFlags(account.plan).isEduPlan,
      });
      runInAction(() => (this.access = action === "fetch" ? "allowed" : "notOnPlan"));
      if (action === "fetch") await this.pending.fetch();
    } catch (error) {
      this.deps.log("Reading the account's AI images failed", error);
    }
  }

  /** The screen's load: styles and usage, the gallery's first page and the pending list. */
  async load(): Promise<void> {
    const current = this.tickets.take();
    this.state = "loading";
    try {
      const [styles, usage] = await Promise.all([
        this.deps.api.listAiImageStyles(),
        this.deps.api.getAiImageUsage(),
      ]);
      if (!current()) return;
      runInAction(() => {
        this.styles = styles;
        this.usage = usage;
        this.access = "allowed";
        this.error = null;
        this.state = "ready";
      });
      // The gallery says its own failure; a pending list that cannot be read keeps the last one.
      await Promise.all([
        this.gallery.load(1),
        this.pending
          .fetch()
          .catch((error: unknown) => this.deps.log("Reading the pending AI images failed", error)),
      ]);
    } catch (error) {
      this.deps.log("Loading the AI images failed", error);
      if (!current()) return;
      runInAction(() => {
        if (isAppError(error) && error.code === ErrorCode.aiImagesNotOnPlan)
          this.access = "notOnPlan";
        this.error = error;
        this.state = "failed";
      });
    }
  }

  /** Asks for images; they join the pending list and the gallery. Refusals are thrown. */
  async create(request: AiImageRequest): Promise<readonly AiImage[]> {
    const { list } = await this.deps.api.createAiImage({ body: request });
    this.pending.add(list);
    await Promise.all([this.loadUsage(), this.gallery.load(1)]);
    return list;
  }

  /** Deletes images (one being made is stopped and its credit returned). Refusals are thrown. */
  async remove(ids: readonly string[]): Promise<void> {
    await this.deps.api.deleteAiImages({ body: { ids: [...ids] } });
    this.pending.drop(ids);
    this.gallery.clearSelection();
    await Promise.all([this.loadUsage(), this.gallery.reload()]);
  }

  /** Adds complete images to a tour as new scenes, one after the other, in the given order. */
  async addToTour(tourId: string, images: readonly AiImage[]): Promise<AiScenesOutcome> {
    const added: Scene[] = [];
    const refused: { image: AiImage; error: unknown }[] = [];
    for (const image of images) {
      try {
        added.push(
          await this.deps.api.createSceneFromAiImage({
            params: { tourId },
            body: { aiImageId: image.id },
          }),
        );
      } catch (error) {
        this.deps.log("Adding an AI image to a tour failed", error);
        refused.push({ image, error });
      }
    }
    return { added, refused };
  }

  /** Reads the month's usage again; a failure keeps the figures on show. */
  async loadUsage(): Promise<void> {
    if (this.state === "idle") return;
    try {
      const usage = await this.deps.api.getAiImageUsage();
      runInAction(() => (this.usage = usage));
    } catch (error) {
      this.deps.log("Reading the AI image usage failed", error);
    }
  }

  private completed(): void {
    this.deps.ui.showAiSnackbar();
    void Promise.all([this.loadUsage(), this.gallery.reload()]);
  }

  private reset(): void {
    this.access = "unknown";
    this.styles = [];
    this.usage = null;
    this.state = "idle";
    this.error = null;
    this.gallery.reset();
  }
}
