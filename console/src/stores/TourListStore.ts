import type { TourListItem, TourSort } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { LoadState } from "./loadState";

/** The tour list query of the open project, as the screen edits it (spec §3). */
export interface TourQuery {
  readonly offset: number;
  readonly limit: number;
  readonly sortby: TourSort;
  readonly search: string;
  /** Only published (true) or unpublished (false) tours; all when undefined. */
  readonly publish?: boolean | undefined;
}

/** The first page of a tour list, newest change first. */
export const DEFAULT_TOUR_QUERY: TourQuery = {
  offset: 0,
  limit: 20,
  sortby: "-updatedAt",
  search: "",
};

/** What the tour list needs from outside. */
export interface TourListStoreDeps {
  readonly api: Pick<OrbisApi, "listProjectTours" | "createProjectTour">;
  /** The open project, whose tours these are. */
  readonly projectId: () => string | null;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The open project's tours: a page of them under the query the screen edits (search, sort,
 * publication, paging), and new tours (60003 over the plan's tours per project shows its
 * snackbar through the global handler).
 */
export class TourListStore {
  items: TourListItem[] = [];
  total = 0;
  state: LoadState = "idle";
  query: TourQuery = DEFAULT_TOUR_QUERY;
  /** Numbers list requests: only the latest one's answer is kept. */
  private request = 0;

  constructor(private readonly deps: TourListStoreDeps) {
    makeAutoObservable<TourListStore, "deps" | "request">(this, {
      deps: false,
      request: false,
    });
  }

  /** Loads the open project's tours with `query` merged into the current query. */
  async load(query: Partial<TourQuery> = {}): Promise<void> {
    const projectId = this.deps.projectId();
    if (projectId === null) return;
    const next = { ...this.query, ...query };
    this.query = next;
    this.state = "loading";
    const request = ++this.request;
    try {
      const page = await this.deps.api.listProjectTours({
        query: {
          proj: projectId,
          offset: next.offset,
          limit: next.limit,
          sortby: next.sortby,
          ...(next.search.trim() ? { search: next.search.trim() } : {}),
          ...(next.publish === undefined ? {} : { publish: next.publish }),
        },
      });
      runInAction(() => {
        if (request !== this.request) return; // a later query has taken over
        this.items = page.list;
        this.total = page.total;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the tours failed", error);
      runInAction(() => (this.state = "failed"));
    }
  }

  /** Adds an empty tour to the open project; the tour, or undefined when refused (60003). */
  async create(title: string): Promise<TourListItem | undefined> {
    const projectId = this.deps.projectId();
    if (projectId === null) return undefined;
    try {
      const tour = await this.deps.api.createProjectTour({
        params: { id: projectId },
        body: { title: title.trim() },
      });
      await this.load({ offset: 0 });
      return tour;
    } catch (error) {
      this.deps.log("Creating a tour failed", error);
      return undefined;
    }
  }

  /** Forgets the previous project's tours, back to the default query. */
  reset(): void {
    this.items = [];
    this.total = 0;
    this.query = DEFAULT_TOUR_QUERY;
  }
}
