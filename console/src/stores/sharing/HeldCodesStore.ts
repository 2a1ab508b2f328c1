import type { HeldShareCode } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";

/** What the held codes need from outside. */
export interface HeldCodesStoreDeps {
  readonly api: Pick<OrbisApi, "listHeldShareCodes" | "leaveShareCode">;
  /** Leaving hides the code's tours: the shared list and the side menu's count are read again. */
  readonly onLeft: () => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The share codes the user joined (`/shared`), newest joined first, and leaving one. A refused
 * leave (130001: the owner deleted the code meanwhile) is the global handler's snackbar; the
 * list is read again since it is out of date.
 */
export class HeldCodesStore {
  codes: HeldShareCode[] = [];
  state: LoadState = "idle";
  /** The code being left, if any: its buttons wait. */
  leaving: string | null = null;

  constructor(private readonly deps: HeldCodesStoreDeps) {
    makeAutoObservable<HeldCodesStore, "deps">(this, { deps: false });
  }

  /** Reads the held codes again (joining adds one, the owners' sharing changes their counts). */
  async load(): Promise<void> {
    if (this.state !== "ready") this.state = "loading";
    try {
      const codes = await this.deps.api.listHeldShareCodes();
      runInAction(() => {
        this.codes = codes;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the joined share codes failed", error);
      runInAction(() => (this.state = "failed"));
    }
  }

  /** Stops holding a code: its tours leave the shared list. True when done. */
  async leave(codeId: string): Promise<boolean> {
    if (this.leaving !== null) return false;
    this.leaving = codeId;
    try {
      await this.deps.api.leaveShareCode({ params: { codeId } });
      runInAction(() => {
        this.codes = this.codes.filter((c) => c.codeId !== codeId);
      });
      this.deps.onLeft();
      return true;
    } catch (error) {
      this.deps.log("Leaving a share code failed", error);
      void this.load();
      return false;
    } finally {
      runInAction(() => (this.leaving = null));
    }
  }
}
