import type { Project, ProjectKind, SharedProject, StorageInfo } from "@orbis/core/contract";
import { storageWarnings } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { LoadState } from "./loadState";

/** What the projects store needs from outside. */
export interface ProjectsStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "listProjects" | "listSharedProjects" | "getStorageUsage" | "createProject"
  >;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The caller's projects: their contents and hosting projects, those shared with them, and the
 * storage usage behind the 95 % warning. The open project is `OpenProjectStore`'s. Refusals
 * (70001 over the plan's project count…) are shown by the client's global error handler as the
 * catalogue's snackbars; the store only reports whether a change went through.
 */
export class ProjectsStore {
  contents: Project[] = [];
  hosting: Project[] = [];
  shared: SharedProject[] = [];
  listState: LoadState = "idle";
  storage: StorageInfo | null = null;

  constructor(private readonly deps: ProjectsStoreDeps) {
    makeAutoObservable<ProjectsStore, "deps">(this, { deps: false });
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
      this.deps.log("Loading the projects failed", error);
      runInAction(() => (this.listState = "failed"));
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

  /** Shows a project as the server now has it (renamed) wherever it is listed. */
  replace(project: Project): void {
    const swap = (list: Project[]) => list.map((p) => (p.id === project.id ? project : p));
    this.contents = swap(this.contents);
    this.hosting = swap(this.hosting);
  }

  /** Takes a deleted project off the lists. */
  forget(id: string): void {
    this.contents = this.contents.filter((p) => p.id !== id);
    this.hosting = this.hosting.filter((p) => p.id !== id);
  }
}
