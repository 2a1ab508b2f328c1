import type { Coworker, CoworkerRole, Project } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { LoadState } from "./loadState";
import type { ProjectsStore } from "./ProjectsStore";

/** What the open project's store needs from outside. */
export interface OpenProjectStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "listProjects"
    | "listSharedProjects"
    | "listProjectCoworkers"
    | "updateProject"
    | "deleteProject"
    | "addProjectCoworker"
    | "removeProjectCoworker"
  >;
  /** The lists a renamed or deleted project changes in, and the storage a deletion frees. */
  readonly projects: Pick<ProjectsStore, "replace" | "forget" | "loadStorage">;
  /** Another project is opened: what was loaded for the previous one goes. */
  readonly onSwitch: () => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The open project (`/project/:id/*`, `/project/shared/:id/*`, `/projects/hosting-images/:id`): the
 * project itself, own or shared, and its coworkers; renamed, deleted, coworkers invited and
 * removed here. Refusals are the global handler's snackbars; the store reports success.
 */
export class OpenProjectStore {
  current: Project | null = null;
  currentState: LoadState = "idle";
  coworkers: Coworker[] = [];

  constructor(private readonly deps: OpenProjectStoreDeps) {
    makeAutoObservable<OpenProjectStore, "deps">(this, { deps: false });
  }

  /**
   * Opens a project by id: one of the caller's own, or one shared with them (found through its
   * owner's list, which shows others only what they share). Not found leaves `current` null.
   */
  async open(id: string): Promise<void> {
    if (this.current?.id !== id) {
      this.current = null;
      this.coworkers = [];
      this.deps.onSwitch();
    }
    this.currentState = "loading";
    try {
      const project = await this.find(id);
      const coworkers = project
        ? await this.deps.api.listProjectCoworkers({ query: { proj: id } })
        : [];
      runInAction(() => {
        this.current = project ?? null;
        this.coworkers = coworkers;
        this.currentState = "ready";
      });
    } catch (error) {
      this.deps.log("Opening a project failed", error);
      runInAction(() => (this.currentState = "failed"));
    }
  }

  /** Renames the open project (its owner); true when done. */
  async rename(name: string): Promise<boolean> {
    const project = this.current;
    if (project === null) return false;
    try {
      const renamed = await this.deps.api.updateProject({
        params: { id: project.id },
        body: { name },
      });
      runInAction(() => {
        if (this.current?.id === renamed.id) this.current = renamed;
      });
      this.deps.projects.replace(renamed);
      return true;
    } catch (error) {
      this.deps.log("Renaming a project failed", error);
      return false;
    }
  }

  /** Deletes the open project with its tours and files; true when done. */
  async remove(): Promise<boolean> {
    const project = this.current;
    if (project === null) return false;
    try {
      await this.deps.api.deleteProject({ params: { id: project.id } });
      this.deps.projects.forget(project.id);
      runInAction(() => {
        if (this.current?.id === project.id) this.current = null;
      });
      await this.deps.projects.loadStorage();
      return true;
    } catch (error) {
      this.deps.log("Deleting a project failed", error);
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

  private async find(id: string): Promise<Project | undefined> {
    const own = await this.deps.api.listProjects();
    const mine = own.find((p) => p.id === id);
    if (mine) return mine;
    const shared = (await this.deps.api.listSharedProjects()).find((s) => s.projectID === id);
    if (!shared) return undefined;
    const theirs = await this.deps.api.listProjects({ query: { owner: shared.ownerID } });
    return theirs.find((p) => p.id === id);
  }
}
