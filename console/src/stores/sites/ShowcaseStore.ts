import type { EmbedItem, Language } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { LoadTickets } from "../loadState";

/** What the landing showcase needs from outside. */
export interface ShowcaseStoreDeps {
  readonly api: Pick<OrbisApi, "getEmbedList">;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The landing page's showcase: the published tours their owners featured on this server
 * (`/cdn/embed/{lang}.json`). A failure shows no showcase: the landing page stands without it.
 */
export class ShowcaseStore {
  items: EmbedItem[] = [];
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: ShowcaseStoreDeps) {
    makeAutoObservable<ShowcaseStore, "deps" | "tickets">(this, { deps: false, tickets: false });
  }

  /** Reads the showcase in a language. */
  async load(lang: Language): Promise<void> {
    const latest = this.tickets.take();
    try {
      const items = await this.deps.api.getEmbedList({ params: { lang } });
      if (latest()) runInAction(() => (this.items = items));
    } catch (error) {
      this.deps.log("Loading the showcase failed", error);
    }
  }
}
