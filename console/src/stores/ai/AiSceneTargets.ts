import type { Project, TourListItem } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";
import type { ProjectsStore } from "../ProjectsStore";

/** What the tour chooser needs from outside. */
export interface AiSceneTargetsDeps {
  readonly api: Pick<OrbisApi, "listProjectTours">;
  /** The caller's projects, as "My projects" lists them. */
  readonly projects: Pick<ProjectsStore, "loadProjects" | "contents" | "listState">;
  readonly log: (message: string, error: unknown) => void;
}

/** As many tours as one page of the tour list holds: a chooser, not a browser. */
const TOURS_SHOWN = 100;

/**
 * Where AI images can go as scenes: the caller's contents projects ("My projects") and the tours
 * of the chosen one (`GET /projects/tours`, as the project's tour list reads them), the most
 * recently changed first.
 */
export class AiSceneTargets {
  projectId: string | null = null;
  tourId: string | null = null;
  tours: TourListItem[] = [];
  projectsState: LoadState = "idle";
  toursState: LoadState = "idle";
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: AiSceneTargetsDeps) {
    makeAutoObservable<AiSceneTargets, "deps" | "tickets">(this, { deps: false, tickets: false });
  }

  get projects(): readonly Project[] {
    return this.deps.projects.contents;
  }

  /** Loads the projects and the first one's tours. */
  async load(): Promise<void> {
    this.projectsState = "loading";
    await this.deps.projects.loadProjects();
    const first = this.deps.projects.contents[0];
    runInAction(
      () => (this.projectsState = this.deps.projects.listState === "failed" ? "failed" : "ready"),
    );
    if (first) await this.chooseProject(first.id);
  }

  /** Shows the tours of a project; the first one is chosen. */
  async chooseProject(projectId: string): Promise<void> {
    const current = this.tickets.take();
    this.projectId = projectId;
    this.tourId = null;
    this.tours = [];
    this.toursState = "loading";
    try {
      const page = await this.deps.api.listProjectTours({
        query: { proj: projectId, offset: 0, limit: TOURS_SHOWN, sortby: "-updatedAt" },
      });
      runInAction(() => {
        if (!current()) return;
        this.tours = page.list;
        this.tourId = page.list[0]?.id ?? null;
        this.toursState = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the tours failed", error);
      runInAction(() => {
        if (current()) this.toursState = "failed";
      });
    }
  }

  chooseTour(tourId: string): void {
    this.tourId = tourId;
  }

  /** The chosen tour. */
  get tour(): TourListItem | undefined {
    return this.tours.find((tour) => tour.id === this.tourId);
  }
}
