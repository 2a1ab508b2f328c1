import type { SharedSpace } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";

/** What the shared space preview needs from outside. */
export interface SpacePreviewStoreDeps {
  readonly api: Pick<OrbisApi, "getSpace" | "clearSpaceUnread">;
  readonly spaceId: string;
  readonly log: (message: string, error: unknown) => void;
  /** Told once the alert is cleared (the side menu's unread count). */
  readonly onRead?: () => void;
}

/**
 * One space as the reader sees it (`/shared/:id/preview`): its title, owner, published tour and
 * what the reader is to it. Opening it clears its unread alert.
 */
export class SpacePreviewStore {
  space: SharedSpace | null = null;
  state: LoadState = "idle";
  /** The space is not (or no longer) one the reader may see: 130003. */
  notShared = false;
  loadError: unknown = null;

  constructor(private readonly deps: SpacePreviewStoreDeps) {
    makeAutoObservable<SpacePreviewStore, "deps">(this, { deps: false });
  }

  /** Reads the space, then clears its unread alert (`markRead`, on by default). */
  async load({ markRead = true }: { readonly markRead?: boolean } = {}): Promise<void> {
    this.state = "loading";
    this.notShared = false;
    this.loadError = null;
    let space: SharedSpace;
    try {
      space = await this.deps.api.getSpace({ params: { spaceId: this.deps.spaceId } });
    } catch (error) {
      runInAction(() => {
        this.notShared = isAppError(error) && error.code === ErrorCode.spaceNotFound;
        this.loadError = error;
        this.state = "failed";
      });
      if (!this.notShared) this.deps.log("Loading a shared space failed", error);
      return;
    }
    runInAction(() => {
      this.space = space;
      this.state = "ready";
    });
    // Cleared even when the answer said read: whatever came in since is seen now.
    if (!markRead) return;
    try {
      await this.deps.api.clearSpaceUnread({ params: { spaceId: this.deps.spaceId } });
      runInAction(() => {
        if (this.space) this.space = { ...this.space, unread: false };
      });
      this.deps.onRead?.();
    } catch (error) {
      // The alert stays for next time; the space itself is shown all the same.
      this.deps.log("Clearing a space's unread alert failed", error);
    }
  }

  /** What the reader is to the space, once loaded. */
  get role(): SharedSpace["role"] | null {
    return this.space?.role ?? null;
  }
}
