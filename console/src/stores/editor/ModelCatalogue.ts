import type { Language, ModelCatalogueItem, ModelCategory } from "@orbis/core/contract";
import { MODEL_CATALOGUE_PAGE_SIZE, nextCataloguePage } from "@orbis/core/tours";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";

/** What the model picker needs. */
export interface ModelCatalogueDeps {
  readonly api: OrbisApi;
  readonly log: (message: string, error: unknown) => void;
}

/** Where the picker's list stands: asking, shown, or failed (with a retry). */
export type CatalogueState = "idle" | "loading" | "ready" | "failed";

/**
 * The editor's model catalogue (`GET /tour/model/category/list`, `GET /tour/model/list`): its
 * categories, the one chosen (null for all of them), and the models shown so far, page after
 * page. An answer to a question no longer asked (another category chosen meanwhile) is dropped.
 */
export class ModelCatalogue {
  categories: ModelCategory[] = [];
  /** The category shown; null shows every model. */
  categoryId: string | null = null;
  items: ModelCatalogueItem[] = [];
  total = 0;
  state: CatalogueState = "idle";
  /** Whether the failure was on a further page (the models shown stay). */
  failedOnMore = false;
  private language: Language | null = null;
  private asked = 0;

  constructor(private readonly deps: ModelCatalogueDeps) {
    makeAutoObservable<ModelCatalogue, "deps" | "language" | "asked">(this, {
      deps: false,
      language: false,
      asked: false,
    });
  }

  /** Whether more models of the chosen category are on the server. */
  get hasMore(): boolean {
    return nextCataloguePage(this.items.length, this.total) !== null;
  }

  /** The categories and the first page, in `language`; nothing when already shown in it. */
  async open(language: Language): Promise<void> {
    if (this.language === language && this.state !== "idle" && this.state !== "failed") return;
    if (this.language !== language) this.categories = [];
    this.language = language;
    await this.load(true);
  }

  /** Shows one category (null: all of them) from its first page. */
  async choose(categoryId: string | null): Promise<void> {
    if (categoryId === this.categoryId && this.state === "ready") return;
    this.categoryId = categoryId;
    await this.load(true);
  }

  /** Adds the next page of the chosen category to the models shown. */
  async more(): Promise<void> {
    if (!this.hasMore || this.state === "loading") return;
    await this.load(false);
  }

  /** Asks again what failed: the first page (and categories) or the next page. */
  async retry(): Promise<void> {
    await this.load(!this.failedOnMore);
  }

  private async load(fromStart: boolean): Promise<void> {
    const language = this.language ?? "ko";
    const asked = ++this.asked;
    const pageNo = fromStart ? 1 : (nextCataloguePage(this.items.length, this.total) ?? 1);
    const headers = { "language-code": language } as const;
    this.state = "loading";
    this.failedOnMore = !fromStart;
    if (fromStart) {
      this.items = [];
      this.total = 0;
    }
    try {
      const [categories, page] = await Promise.all([
        this.categories.length === 0
          ? this.deps.api.listModelCategories({ headers })
          : Promise.resolve(this.categories),
        this.deps.api.listCatalogueModels({
          query: {
            pageNo,
            pageSize: MODEL_CATALOGUE_PAGE_SIZE,
            ...(this.categoryId === null ? {} : { categoryId: this.categoryId }),
          },
          headers,
        }),
      ]);
      if (asked !== this.asked) return;
      runInAction(() => {
        this.categories = categories;
        const shown = new Set(this.items.map((i) => i.id));
        this.items = [...this.items, ...page.list.filter((i) => !shown.has(i.id))];
        this.total = page.total;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("model catalogue failed", error);
      if (asked === this.asked) runInAction(() => (this.state = "failed"));
    }
  }
}
