import { makeAutoObservable, observable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";

/** What the per-tour sharing needs from outside. */
export interface SpaceShareStoreDeps {
  readonly api: Pick<OrbisApi, "getSpaceShare" | "shareSpace" | "unshareSpace">;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * Which of the owner's codes see each tour of the open project (a tour is a space, docs/architecture.md#decisions-where-the-product-is-silent).
 * A refusal (130007, the tour is not published) is kept per tour for the screen to say beside
 * it, not in a snackbar: the console's global handler leaves these calls to their caller.
 */
export class SpaceShareStore {
  /** The codes each space is shared through, by space id; absent until read. */
  readonly codeIds = observable.map<string, readonly string[]>();
  /** The last refusal of sharing or unsharing a space, by space id. */
  readonly refusals = observable.map<string, unknown>();
  /** `<spaceId>/<codeId>` pairs being changed: their checkboxes wait. */
  readonly pending = observable.set<string>();

  constructor(private readonly deps: SpaceShareStoreDeps) {
    makeAutoObservable<SpaceShareStore, "deps">(this, { deps: false });
  }

  /** Reads the share state of each space (one cheap call each; a project has few tours). */
  async load(spaceIds: readonly string[]): Promise<void> {
    await Promise.all(
      spaceIds.map(async (spaceId) => {
        try {
          const state = await this.deps.api.getSpaceShare({ params: { spaceId } });
          runInAction(() => this.codeIds.set(spaceId, state.codeIds));
        } catch (error) {
          this.deps.log("Reading a tour's share state failed", error);
        }
      }),
    );
  }

  /** Whether `codeId` sees `spaceId`. */
  isShared(spaceId: string, codeId: string): boolean {
    return this.codeIds.get(spaceId)?.includes(codeId) ?? false;
  }

  /** Whether the change of this pair is on its way. */
  isPending(spaceId: string, codeId: string): boolean {
    return this.pending.has(`${spaceId}/${codeId}`);
  }

  /** Shares (`on`) or unshares a space through one code; true when the server agreed. */
  async setShared(spaceId: string, codeId: string, on: boolean): Promise<boolean> {
    const key = `${spaceId}/${codeId}`;
    if (this.pending.has(key)) return false;
    this.pending.add(key);
    this.refusals.delete(spaceId);
    try {
      const call = on ? this.deps.api.shareSpace : this.deps.api.unshareSpace;
      const state = await call({ params: { spaceId }, body: { codeIds: [codeId] } });
      runInAction(() => this.codeIds.set(spaceId, state.codeIds));
      return true;
    } catch (error) {
      this.deps.log(on ? "Sharing a tour failed" : "Unsharing a tour failed", error);
      runInAction(() => this.refusals.set(spaceId, error));
      return false;
    } finally {
      runInAction(() => this.pending.delete(key));
    }
  }

  /** Forgets a deleted code wherever it was shared. */
  forgetCode(codeId: string): void {
    for (const [spaceId, ids] of this.codeIds) {
      if (ids.includes(codeId))
        this.codeIds.set(
          spaceId,
          ids.filter((id) => id !== codeId),
        );
    }
  }
}
