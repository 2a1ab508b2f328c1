import type {
  HeldShareCode,
  SharedSpace,
  SortDirection,
  sharedSpaceSortSchema,
} from "@orbis/core/contract";
import { isAppError, retryAfterSecondsOf } from "@orbis/core/errors";
import { normaliseShareCode } from "@orbis/core/sharing";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";

/** A sort key of the shared list. */
export type SharedSpaceSort = (typeof sharedSpaceSortSchema.options)[number];

/** The shared list's query as the screen edits it (`GET /space/share/list`). */
export interface SharedSpaceQuery {
  readonly pageNo: number;
  readonly pageSize: number;
  readonly sort: SharedSpaceSort;
  readonly sortDirection: SortDirection;
  readonly search: string;
}

/** The first page: the latest shared first. */
export const DEFAULT_SHARED_QUERY: SharedSpaceQuery = {
  pageNo: 1,
  pageSize: 20,
  sort: "sharedAt",
  sortDirection: "DESC",
  search: "",
};

/** What joining with a code came to. */
export type JoinOutcome =
  | { readonly kind: "joined"; readonly held: HeldShareCode }
  /** The text cannot be a share code (core's `normaliseShareCode`): nothing was sent. */
  | { readonly kind: "malformed" }
  /** A join is already on its way: this one was not sent. */
  | { readonly kind: "busy" }
  /**
   * The server refused, or the call failed: `code` is the catalogue code (130001 no such code,
   * 130002 too many wrong codes, 130008 one's own code), null when there is none;
   * `retryAfterSeconds` is the wait the server gave, if it gave one.
   */
  | {
      readonly kind: "refused";
      readonly error: unknown;
      readonly code: number | null;
      readonly retryAfterSeconds: number | null;
    };

/** What the shared list needs from outside. */
export interface SharedSpacesStoreDeps {
  readonly api: Pick<OrbisApi, "listSharedSpaces" | "joinShareCode">;
  /** Joining changes the unread count: the side menu's badge reads it again. */
  readonly onJoined: () => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The spaces shared with the user through the codes they hold (`/shared`): a page of them under
 * the query the screen edits (search, sort, direction, paging), and joining with a code.
 */
export class SharedSpacesStore {
  items: SharedSpace[] = [];
  total = 0;
  state: LoadState = "idle";
  query: SharedSpaceQuery = DEFAULT_SHARED_QUERY;
  joining = false;
  /** Numbers list requests: only the latest one's answer is kept. */
  private request = 0;

  constructor(private readonly deps: SharedSpacesStoreDeps) {
    makeAutoObservable<SharedSpacesStore, "deps" | "request">(this, {
      deps: false,
      request: false,
    });
  }

  /** The last page number of the current list (1 when it is empty). */
  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.query.pageSize));
  }

  /** Loads a page with `query` merged into the current query. */
  async load(query: Partial<SharedSpaceQuery> = {}): Promise<void> {
    const next = { ...this.query, ...query };
    this.query = next;
    this.state = "loading";
    const request = ++this.request;
    const search = next.search.trim();
    try {
      const page = await this.deps.api.listSharedSpaces({
        query: {
          pageNo: next.pageNo,
          pageSize: next.pageSize,
          sort: next.sort,
          sortDirection: next.sortDirection,
          ...(search ? { search } : {}),
        },
      });
      runInAction(() => {
        if (request !== this.request) return; // a later query has taken over
        this.items = page.list;
        this.total = page.total;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the shared spaces failed", error);
      runInAction(() => {
        if (request === this.request) this.state = "failed";
      });
    }
  }

  /**
   * Holds someone's share code typed as it was given (any case, dashes and spaces ignored),
   * then shows the list from its first page.
   */
  async join(typed: string): Promise<JoinOutcome> {
    const code = normaliseShareCode(typed);
    if (code === null) return { kind: "malformed" };
    if (this.joining) return { kind: "busy" };
    this.joining = true;
    try {
      const held = await this.deps.api.joinShareCode({ body: { code } });
      this.deps.onJoined();
      await this.load({ pageNo: 1 });
      return { kind: "joined", held };
    } catch (error) {
      this.deps.log("Joining with a share code failed", error);
      const known = isAppError(error);
      return {
        kind: "refused",
        error,
        code: known ? error.code : null,
        retryAfterSeconds: known ? retryAfterSecondsOf(error.details) : null,
      };
    } finally {
      runInAction(() => (this.joining = false));
    }
  }
}
