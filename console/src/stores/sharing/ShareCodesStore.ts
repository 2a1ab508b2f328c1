import type { ShareCode } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";

/** What the owner's share codes need from outside. */
export interface ShareCodesStoreDeps {
  readonly api: Pick<OrbisApi, "listShareCodes" | "createShareCode" | "deleteShareCode">;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The share codes the user owns (the project's space tab): created with a title, listed, and
 * deleted, which revokes at once what their holders saw. Refusals (130009, too many codes) are
 * the global handler's snackbars; the store reports success.
 */
export class ShareCodesStore {
  codes: ShareCode[] = [];
  state: LoadState = "idle";
  creating = false;
  /** The code being deleted, if any: its buttons wait. */
  deleting: string | null = null;

  constructor(private readonly deps: ShareCodesStoreDeps) {
    makeAutoObservable<ShareCodesStore, "deps">(this, { deps: false });
  }

  /** Reads the user's codes again (their tour counts change as tours are shared). */
  async load(): Promise<void> {
    if (this.state !== "ready") this.state = "loading";
    try {
      const codes = await this.deps.api.listShareCodes();
      runInAction(() => {
        this.codes = codes;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the share codes failed", error);
      runInAction(() => (this.state = "failed"));
    }
  }

  /** Creates a code titled `title`; the code, or undefined when refused. */
  async create(title: string): Promise<ShareCode | undefined> {
    if (this.creating) return undefined;
    this.creating = true;
    try {
      const code = await this.deps.api.createShareCode({ body: { title: title.trim() } });
      runInAction(() => {
        this.codes = [code, ...this.codes.filter((c) => c.codeId !== code.codeId)];
      });
      return code;
    } catch (error) {
      this.deps.log("Creating a share code failed", error);
      return undefined;
    } finally {
      runInAction(() => (this.creating = false));
    }
  }

  /** Deletes a code: its holders lose what it shared at once. True when done. */
  async remove(codeId: string): Promise<boolean> {
    if (this.deleting !== null) return false;
    this.deleting = codeId;
    try {
      await this.deps.api.deleteShareCode({ params: { codeId } });
      runInAction(() => {
        this.codes = this.codes.filter((c) => c.codeId !== codeId);
      });
      return true;
    } catch (error) {
      this.deps.log("Deleting a share code failed", error);
      return false;
    } finally {
      runInAction(() => (this.deleting = null));
    }
  }
}
