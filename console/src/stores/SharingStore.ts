import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";

/** What the sharing badge needs from outside. */
export interface SharingStoreDeps {
  readonly api: Pick<OrbisApi, "countUnreadSpaces">;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * How many spaces shared with the user show the unread alert: the side menu's badge. The count
 * is a cheap call, read again on every navigation and window focus rather than pushed.
 */
export class SharingStore {
  unreadCount = 0;
  /** Numbers the reads: an older answer arriving late does not overwrite a newer one. */
  private request = 0;

  constructor(private readonly deps: SharingStoreDeps) {
    makeAutoObservable<SharingStore, "deps" | "request">(this, { deps: false, request: false });
  }

  /** Reads the unread count again; a failure keeps the last count (the badge is a hint). */
  async refreshUnread(): Promise<void> {
    const request = ++this.request;
    try {
      const { count } = await this.deps.api.countUnreadSpaces();
      runInAction(() => {
        if (request === this.request) this.unreadCount = count;
      });
    } catch (error) {
      this.deps.log("Reading the unread shared spaces failed", error);
    }
  }
}
