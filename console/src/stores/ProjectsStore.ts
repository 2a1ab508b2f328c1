import type {
  Coworker,
  CoworkerRole,
  HostingImage,
  Project,
  ProjectKind,
  SharedProject,
  StorageInfo,
  TourListItem,
  TourSort,
} from "@orbis/core/contract";
import { isFileRefusal } from "@orbis/core/errors";
import { storageWarnings } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";

/** Where a piece of state loaded from the server stands. */
export type LoadState = "idle" | "loading" | "ready" | "failed";

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

/** What the projects store needs from outside. */
export interface ProjectsStoreDeps {
  readonly api: OrbisApi;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The projects model: the caller's contents and hosting projects, those shared with them, the
 * storage usage behind the 95 % warning, and the open project with its tours, coworkers and
 * hosting images. Refusals (quotas 70001, 60003, 80001…) are shown by the client's global error
 * handler as the catalogue's snackbars; the store only reports whether a change went through.
 */
export class ProjectsStore {
  contents: Project[] = [];
  hosting: Project[] = [];
  shared: SharedProject[] = [];
  listState: LoadState = "idle";
  storage: StorageInfo | null = null;

  current: Project | null = null;
  currentState: LoadState = "idle";
  coworkers: Coworker[] = [];
  tours: TourListItem[] = [];
  toursTotal = 0;
  toursState: LoadState = "idle";
  tourQuery: TourQuery = DEFAULT_TOUR_QUERY;
  images: HostingImage[] = [];
  imagesState: LoadState = "idle";
  /** Numbers tour list requests: only the latest one's answer is kept. */
  private toursRequest = 0;

  constructor(private readonly deps: ProjectsStoreDeps) {
    makeAutoObservable<ProjectsStore, "deps" | "toursRequest">(this, {
      deps: false,
      toursRequest: false,
    });
  }

  /** The projects of one kind. */
  projectsOf(kind: ProjectKind): Project[] {
    return kind === "hosting" ? this.hosting : this.contents;
  }

  /** The two storage warnings (plan and hosting), each at 95 % of its plan size. */
  get warnings(): { readonly plan: boolean; readonly hosting: boolean } {
    return this.storage ? storageWarnings(this.storage) : { plan: false, hosting: false };
  }

  /** Loads the caller's projects, the shared list and the storage usage. */
  async loadProjects(): Promise<void> {
    this.listState = "loading";
    try {
      const [own, shared, storage] = await Promise.all([
        this.deps.api.listProjects(),
        this.deps.api.listSharedProjects(),
        this.deps.api.getStorageUsage(),
      ]);
      runInAction(() => {
        this.contents = own.filter((p) => p.kind === "contents");
        this.hosting = own.filter((p) => p.kind === "hosting");
        this.shared = shared;
        this.storage = storage;
        this.listState = "ready";
      });
    } catch (error) {
      this.failed("Loading the projects failed", error, () => (this.listState = "failed"));
    }
  }

  /** Reloads only the storage usage (after an upload or a deletion). */
  async loadStorage(): Promise<void> {
    try {
      const storage = await this.deps.api.getStorageUsage();
      runInAction(() => (this.storage = storage));
    } catch (error) {
      this.deps.log("Loading the storage usage failed", error);
    }
  }

  /** Creates a project; the new one, or undefined when refused (70001 shows its snackbar). */
  async createProject(name: string, kind: ProjectKind): Promise<Project | undefined> {
    try {
      const project = await this.deps.api.createProject({ body: { name: name.trim(), kind } });
      runInAction(() => this.projectsOf(kind).unshift(project));
      return project;
    } catch (error) {
      this.deps.log("Creating a project failed", error);
      return undefined;
    }
  }

  /** Renames a project the caller owns; true when done. */
  async renameProject(id: string, name: string): Promise<boolean> {
    try {
      const renamed = await this.deps.api.updateProject({ params: { id }, body: { name } });
      runInAction(() => this.replace(renamed));
      return true;
    } catch (error) {
      this.deps.log("Renaming a project failed", error);
      return false;
    }
  }

  /** Invites an account, by its email, as a coworker of the open project (its owner only). */
  async inviteCoworker(email: string, role: CoworkerRole): Promise<boolean> {
    const project = this.current;
    if (project === null) return false;
    try {
      const coworker = await this.deps.api.addProjectCoworker({
        params: { id: project.id },
        body: { email: email.trim(), role },
      });
      runInAction(() => {
        this.coworkers = [...this.coworkers.filter((c) => c.id !== coworker.id), coworker];
      });
      return true;
    } catch (error) {
      this.deps.log("Inviting a coworker failed", error);
      return false;
    }
  }

  /** Removes a coworker of the open project (its owner), or the caller leaves it (a coworker). */
  async removeCoworker(userId: string): Promise<boolean> {
    const project = this.current;
    if (project === null) return false;
    try {
      await this.deps.api.removeProjectCoworker({ params: { id: project.id, userId } });
      runInAction(() => {
        this.coworkers = this.coworkers.filter((c) => c.id !== userId);
      });
      return true;
    } catch (error) {
      this.deps.log("Removing a coworker failed", error);
      return false;
    }
  }

  /** Deletes a project with its tours and files; true when done. */
  async deleteProject(id: string): Promise<boolean> {
    try {
      await this.deps.api.deleteProject({ params: { id } });
      runInAction(() => {
        this.contents = this.contents.filter((p) => p.id !== id);
        this.hosting = this.hosting.filter((p) => p.id !== id);
        if (this.current?.id === id) this.current = null;
      });
      await this.loadStorage();
      return true;
    } catch (error) {
      this.deps.log("Deleting a project failed", error);
      return false;
    }
  }

  /**
   * Opens a project by id: one of the caller's own, or one shared with them (found through its
   * owner's list, which shows others only what they share). Not found leaves `current` null.
   */
  async openProject(id: string): Promise<void> {
    if (this.current?.id !== id) {
      this.current = null;
      this.coworkers = [];
      this.tours = [];
      this.toursTotal = 0;
      this.images = [];
      this.tourQuery = DEFAULT_TOUR_QUERY;
    }
    this.currentState = "loading";
    try {
      const project = await this.findProject(id);
      const coworkers = project
        ? await this.deps.api.listProjectCoworkers({ query: { proj: id } })
        : [];
      runInAction(() => {
        this.current = project ?? null;
        this.coworkers = coworkers;
        this.currentState = "ready";
      });
    } catch (error) {
      this.failed("Opening a project failed", error, () => (this.currentState = "failed"));
    }
  }

  /** Loads the open project's tours with `query` merged into the current tour query. */
  async loadTours(query: Partial<TourQuery> = {}): Promise<void> {
    const project = this.current;
    if (!project) return;
    const next = { ...this.tourQuery, ...query };
    this.tourQuery = next;
    this.toursState = "loading";
    const request = ++this.toursRequest;
    try {
      const page = await this.deps.api.listProjectTours({
        query: {
          proj: project.id,
          offset: next.offset,
          limit: next.limit,
          sortby: next.sortby,
          ...(next.search.trim() ? { search: next.search.trim() } : {}),
          ...(next.publish === undefined ? {} : { publish: next.publish }),
        },
      });
      runInAction(() => {
        if (request !== this.toursRequest) return; // a later query has taken over
        this.tours = page.list;
        this.toursTotal = page.total;
        this.toursState = "ready";
      });
    } catch (error) {
      this.failed("Loading the tours failed", error, () => (this.toursState = "failed"));
    }
  }

  /** Adds an empty tour to the open project; the tour, or undefined when refused (60003). */
  async createTour(title: string): Promise<TourListItem | undefined> {
    const project = this.current;
    if (!project) return undefined;
    try {
      const tour = await this.deps.api.createProjectTour({
        params: { id: project.id },
        body: { title: title.trim() },
      });
      await this.loadTours({ offset: 0 });
      return tour;
    } catch (error) {
      this.deps.log("Creating a tour failed", error);
      return undefined;
    }
  }

  /** Loads the open hosting project's images (the first page, newest first). */
  async loadImages(): Promise<void> {
    const project = this.current;
    if (!project) return;
    this.imagesState = "loading";
    try {
      const page = await this.deps.api.listHostingImages({
        params: { id: project.id },
        query: { pageNo: 1, pageSize: 100 },
      });
      runInAction(() => {
        this.images = page.list;
        this.imagesState = "ready";
      });
    } catch (error) {
      this.failed("Loading the images failed", error, () => (this.imagesState = "failed"));
    }
  }

  /**
   * Uploads panoramas to the open hosting project (multipart). Returns the names of the files
   * the server refused, for the screen to say once: every name when it refused them all for
   * what they are. A refusal that is not about the files (80001 when the storage is full) has
   * its snackbar from the global handler and returns none, so it is not said twice.
   */
  async uploadImages(files: readonly File[]): Promise<string[]> {
    const project = this.current;
    if (!project || files.length === 0) return [];
    const body = new FormData();
    for (const file of files) body.append("files", file, file.name);
    try {
      const result = await this.deps.api.uploadHostingImages({ params: { id: project.id }, body });
      runInAction(() => this.images.unshift(...result.stored));
      await this.loadStorage();
      return result.refused.map((r) => r.fileName);
    } catch (error) {
      this.deps.log("Uploading images failed", error);
      return isFileRefusal(error) ? files.map((f) => f.name) : [];
    }
  }

  private async findProject(id: string): Promise<Project | undefined> {
    const own = await this.deps.api.listProjects();
    const mine = own.find((p) => p.id === id);
    if (mine) return mine;
    const shared = (await this.deps.api.listSharedProjects()).find((s) => s.projectID === id);
    if (!shared) return undefined;
    const theirs = await this.deps.api.listProjects({ query: { owner: shared.ownerID } });
    return theirs.find((p) => p.id === id);
  }

  private replace(project: Project): void {
    const swap = (list: Project[]) => list.map((p) => (p.id === project.id ? project : p));
    this.contents = swap(this.contents);
    this.hosting = swap(this.hosting);
    if (this.current?.id === project.id) this.current = project;
  }

  private failed(message: string, error: unknown, mark: () => void): void {
    this.deps.log(message, error);
    runInAction(mark);
  }
}
