import type { Site } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** What the sites list needs from outside. */
export interface SitesStoreDeps {
  readonly api: Pick<OrbisApi, "listSites">;
  readonly log: (message: string, error: unknown) => void;
}

/** `/sites`: the user's sites (published tours they own or coworke on), newest first. */
export class SitesStore {
  sites: Site[] = [];
  state: LoadState = "idle";
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: SitesStoreDeps) {
    makeAutoObservable<SitesStore, "deps" | "tickets">(this, { deps: false, tickets: false });
  }

  /** Reads the list (again). */
  async load(): Promise<void> {
    const latest = this.tickets.take();
    if (this.state !== "ready") this.state = "loading";
    try {
      const sites = await this.deps.api.listSites();
      if (!latest()) return;
      runInAction(() => {
        this.sites = sites;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the sites failed", error);
      if (latest()) runInAction(() => (this.state = "failed"));
    }
  }
}
