import type { Tour, TourListItem, TourSort, TourUpdate } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { LoadState } from "./loadState";

/** The tour list query of the open project, as the screen edits it (docs/product/entities.md). */
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
  readonly api: Pick<
    OrbisApi,
    "listProjectTours" | "createProjectTour" | "getTour" | "updateTour" | "deleteTour"
  >;
  /** The open project, whose tours these are. */
  readonly projectId: () => string | null;
  /** Reloads the storage usage a deleted tour gave back. */
  readonly loadStorage: () => Promise<void>;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The open project's tours: a page of them under the query the screen edits (search, sort,
 * publication, paging), new tours (60003 over the plan's tours per project shows its snackbar
 * through the global handler), and a tour renamed, its details edited or deleted from its row.
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

  /** A tour with its description and settings, for its details dialog; null when it failed. */
  async details(tourId: string): Promise<Tour | null> {
    try {
      return await this.deps.api.getTour({ params: { id: tourId } });
    } catch (error) {
      this.deps.log("Loading a tour's details failed", error);
      return null;
    }
  }

  /**
   * Saves a tour's title, description or settings (`PUT /tours/{id}`) and shows the list again
   * (a changed tour moves under the newest-change sort); the tour as saved, or null when refused
   * (a plan without SEO, OG or GA says so in its snackbar).
   */
  async update(tourId: string, update: TourUpdate): Promise<Tour | null> {
    try {
      const tour = await this.deps.api.updateTour({ params: { id: tourId }, body: update });
      await this.load();
      return tour;
    } catch (error) {
      this.deps.log("Saving a tour failed", error);
      return null;
    }
  }

  /**
   * Deletes a tour with its scenes, files and published versions, then shows the list again
   * (the page before when it was the last on its page) and the storage it gave back.
   */
  async remove(tourId: string): Promise<boolean> {
    try {
      await this.deps.api.deleteTour({ params: { id: tourId } });
    } catch (error) {
      this.deps.log("Deleting a tour failed", error);
      return false;
    }
    const { offset, limit } = this.query;
    const emptied = offset > 0 && this.items.length === 1 && this.items[0]?.id === tourId;
    await Promise.all([
      this.load(emptied ? { offset: Math.max(0, offset - limit) } : {}),
      this.deps.loadStorage(),
    ]);
    return true;
  }

  /** Forgets the previous project's tours, back to the default query. */
  reset(): void {
    this.items = [];
    this.total = 0;
    this.query = DEFAULT_TOUR_QUERY;
  }
}
