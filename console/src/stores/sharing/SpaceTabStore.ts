import type { OrbisApi } from "../../api/consoleApi";
import { ShareCodesStore } from "./ShareCodesStore";
import { SpaceShareStore } from "./SpaceShareStore";

/** What the space tab needs from outside. */
export interface SpaceTabStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "listShareCodes"
    | "createShareCode"
    | "deleteShareCode"
    | "getSpaceShare"
    | "shareSpace"
    | "unshareSpace"
  >;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The project's space tab (`/project/:id/space`), its owner's view: the share codes and which of
 * them see each tour. Keeps the two in step: a deleted code leaves every tour, and a tour shared
 * or unshared changes its code's tour count.
 */
export class SpaceTabStore {
  readonly codes: ShareCodesStore;
  readonly shares: SpaceShareStore;

  constructor(deps: SpaceTabStoreDeps) {
    this.codes = new ShareCodesStore(deps);
    this.shares = new SpaceShareStore(deps);
  }

  /** Reads the codes and the share state of the project's tours. */
  async load(spaceIds: readonly string[]): Promise<void> {
    await Promise.all([this.codes.load(), this.shares.load(spaceIds)]);
  }

  /** Deletes a code (its holders lose access at once); true when done. */
  async deleteCode(codeId: string): Promise<boolean> {
    const deleted = await this.codes.remove(codeId);
    if (deleted) this.shares.forgetCode(codeId);
    return deleted;
  }

  /** Shares (`on`) or unshares a tour through a code; true when the server agreed. */
  async setShared(spaceId: string, codeId: string, on: boolean): Promise<boolean> {
    const changed = await this.shares.setShared(spaceId, codeId, on);
    if (changed) await this.codes.load();
    return changed;
  }
}
