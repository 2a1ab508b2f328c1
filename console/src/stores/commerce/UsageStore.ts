import type { AccountUsage } from "@orbis/core/contract";
import { type AccountMeters, accountMeters, metersNeedUpgrade } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** What the usage store needs from outside. */
export interface UsageStoreDeps {
  readonly api: Pick<OrbisApi, "getAccountUsage">;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The usage screen's state (`/mypage/usage`): one call, `GET /account/usage`, read through core's
 * meters (the 95 % warning, storage 0 as no quota, unlimited counts). The screen creates it; it
 * is not one of the root store's.
 */
export class UsageStore {
  state: LoadState = "idle";
  usage: AccountUsage | null = null;
  private readonly loads = new LoadTickets();

  constructor(private readonly deps: UsageStoreDeps) {
    makeAutoObservable<UsageStore, "deps" | "loads">(this, { deps: false, loads: false });
  }

  /** Every meter of the screen, once loaded. */
  get meters(): AccountMeters | null {
    return this.usage === null ? null : accountMeters(this.usage);
  }

  /** Whether something is at or over 95 % of its limit: the screen offers the upgrade. */
  get needsUpgrade(): boolean {
    const meters = this.meters;
    return meters !== null && metersNeedUpgrade(meters);
  }

  /** Loads the account's usage; a failure leaves `failed` for the screen's retry. */
  async load(): Promise<void> {
    this.state = "loading";
    const latest = this.loads.take();
    try {
      const usage = await this.deps.api.getAccountUsage();
      runInAction(() => {
        if (!latest()) return;
        this.usage = usage;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the account's usage failed", error);
      runInAction(() => {
        if (latest()) this.state = "failed";
      });
    }
  }
}
