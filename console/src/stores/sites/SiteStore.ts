import type { PublishVersion, Site, Tour, TourUpdate } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** What one site's pages need from outside. */
export interface SiteStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getSite"
    | "getTour"
    | "getPublishHistory"
    | "updateTour"
    | "changeSiteSlug"
    | "uploadSiteOgImage"
  >;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * `/site/:id/*`: one site (its address, version, visits, allowed settings), the tour's details it
 * shows, and its publish history. Saving goes to the server; a refusal (a plan without SEO, OG or
 * GA, a taken slug) is the global handler's snackbar with its upgrade action, and the store
 * reports failure so the form keeps what was typed.
 */
export class SiteStore {
  site: Site | null = null;
  tour: Tour | null = null;
  history: PublishVersion[] = [];
  state: LoadState = "idle";
  saving = false;
  uploading = false;
  /** Why the last picture upload was refused (said beside the picker); null when it was not. */
  ogRefusal: unknown = null;
  /** Why the last slug change was refused; null when it was not. */
  slugRefusal: unknown = null;
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: SiteStoreDeps) {
    makeAutoObservable<SiteStore, "deps" | "tickets">(this, { deps: false, tickets: false });
  }

  /** Reads the site of tour `id` with the tour and its history. */
  async load(id: string): Promise<void> {
    const latest = this.tickets.take();
    if (this.site?.tourId !== id) this.state = "loading";
    const params = { params: { id } };
    try {
      const [site, tour, history] = await Promise.all([
        this.deps.api.getSite(params),
        this.deps.api.getTour(params),
        this.deps.api.getPublishHistory(params),
      ]);
      if (!latest()) return;
      runInAction(() => {
        this.site = site;
        this.tour = tour;
        this.history = history;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading a site failed", error);
      if (latest()) runInAction(() => (this.state = "failed"));
    }
  }

  /** Saves the title, description or settings; true when the server took them. */
  async saveDetails(update: TourUpdate): Promise<boolean> {
    const id = this.site?.tourId;
    if (id === undefined || this.saving) return false;
    this.saving = true;
    try {
      const tour = await this.deps.api.updateTour({ params: { id }, body: update });
      const site = await this.deps.api.getSite({ params: { id } });
      runInAction(() => {
        this.tour = tour;
        this.site = site;
      });
      return true;
    } catch (error) {
      this.deps.log("Saving a site's settings failed", error);
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /**
   * Moves the site to `slug`; the site as it is now, or null when refused. A refusal (a slug
   * taken or reserved) is kept in {@link slugRefusal} for the field to say: the global handler
   * leaves input refusals to the screen.
   */
  async changeSlug(slug: string): Promise<Site | null> {
    const id = this.site?.tourId;
    if (id === undefined || this.saving) return null;
    this.saving = true;
    this.slugRefusal = null;
    try {
      const site = await this.deps.api.changeSiteSlug({ params: { id }, body: { slug } });
      runInAction(() => (this.site = site));
      return site;
    } catch (error) {
      this.deps.log("Changing a site's address failed", error);
      runInAction(() => (this.slugRefusal = error));
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /**
   * Uploads an Open Graph picture, which the server sets as the site's at once; its address, or
   * null when refused (not a picture, too large, a plan without OG), the refusal kept in
   * {@link ogRefusal} for the picker to say.
   */
  async uploadOgImage(file: File): Promise<string | null> {
    const id = this.site?.tourId;
    if (id === undefined || this.uploading) return null;
    this.uploading = true;
    this.ogRefusal = null;
    try {
      const body = new FormData();
      body.append("file", file, file.name);
      const { imageUrl } = await this.deps.api.uploadSiteOgImage({ params: { id }, body });
      const [tour, site] = await Promise.all([
        this.deps.api.getTour({ params: { id } }),
        this.deps.api.getSite({ params: { id } }),
      ]);
      runInAction(() => {
        this.tour = tour;
        this.site = site;
      });
      return imageUrl;
    } catch (error) {
      this.deps.log("Uploading an Open Graph image failed", error);
      runInAction(() => (this.ogRefusal = error));
      return null;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }
}
