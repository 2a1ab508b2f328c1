import type {
  Project,
  Scene,
  StreetViewLink,
  StreetViewPublish,
  TourListItem,
} from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { streetViewSizeProblem } from "@orbis/core/streetView";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** What the Street View store needs from outside. */
export interface StreetViewStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getStreetViewLink"
    | "startStreetViewLink"
    | "unlinkStreetView"
    | "publishToStreetView"
    | "listStreetViewPublishes"
    | "listProjects"
    | "listProjectTours"
    | "getTour"
  >;
  readonly log: (message: string, error: unknown) => void;
  /** Sends the browser to Google's consent page (the page's own navigation in the console). */
  readonly goTo: (url: string) => void;
}

/** The place fields of the publish form, as typed. */
export interface PlaceFields {
  latitude: string;
  longitude: string;
  heading: string;
}

/** A scene of the chosen tour, and whether Street View takes it (core's 2:1 rule). */
export interface SceneChoice {
  readonly scene: Scene;
  readonly publishable: boolean;
}

const numberOrUndefined = (text: string): number | undefined =>
  text.trim() === "" ? undefined : Number(text.trim());

/**
 * `/mypage/streetview`: the link of a Google account, the publish form (project, tour and scene,
 * then the place) and the caller's publishes with their states. The rules (2:1, the place) are
 * core's and the server's; the store only orchestrates. The screen creates it.
 */
export class StreetViewStore {
  state: LoadState = "idle";
  link: StreetViewLink | null = null;
  publishes: StreetViewPublish[] = [];
  projects: Project[] = [];
  tours: TourListItem[] = [];
  scenes: SceneChoice[] = [];
  projectId = "";
  tourId = "";
  sceneId = "";
  place: PlaceFields = { latitude: "", longitude: "", heading: "" };
  busy = false;
  /** The server's refusal of the last action, as its message. */
  problem: string | null = null;
  private readonly loads = new LoadTickets();

  constructor(private readonly deps: StreetViewStoreDeps) {
    makeAutoObservable<StreetViewStore, "deps" | "loads">(this, { deps: false, loads: false });
  }

  /** Whether the form may be sent: a publishable scene is chosen. */
  get canPublish(): boolean {
    return !this.busy && this.scenes.some((c) => c.scene.id === this.sceneId && c.publishable);
  }

  /** Loads the link, the publishes and, when linked, the projects for the form. */
  async load(): Promise<void> {
    this.state = "loading";
    const latest = this.loads.take();
    try {
      const [link, publishes] = await Promise.all([
        this.deps.api.getStreetViewLink(),
        this.deps.api.listStreetViewPublishes(),
      ]);
      const projects = link.linked ? await this.deps.api.listProjects() : [];
      runInAction(() => {
        if (!latest()) return;
        this.link = link;
        this.publishes = publishes.list;
        this.projects = projects.filter((p) => p.kind === "contents");
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the Street View account failed", error);
      runInAction(() => {
        if (latest()) this.state = "failed";
      });
    }
  }

  /** Reads the publishes again (their states move while Google works). */
  async refreshPublishes(): Promise<void> {
    try {
      const { list } = await this.deps.api.listStreetViewPublishes();
      runInAction(() => {
        this.publishes = list;
      });
    } catch (error) {
      this.deps.log("Reading the Street View publishes failed", error);
    }
  }

  /** Asks for Google's consent URL and goes there; Google sends the browser back to the screen. */
  async startLink(): Promise<void> {
    await this.act(async () => {
      const { authorizationUrl } = await this.deps.api.startStreetViewLink();
      this.deps.goTo(authorizationUrl);
    });
  }

  async unlink(): Promise<boolean> {
    const done = await this.act(() => this.deps.api.unlinkStreetView());
    if (done) await this.load();
    return done;
  }

  async chooseProject(projectId: string): Promise<void> {
    this.projectId = projectId;
    this.tourId = "";
    this.sceneId = "";
    this.tours = [];
    this.scenes = [];
    if (projectId === "") return;
    await this.act(async () => {
      const page = await this.deps.api.listProjectTours({ query: { proj: projectId, limit: 100 } });
      runInAction(() => {
        if (this.projectId === projectId) this.tours = page.list;
      });
    });
  }

  async chooseTour(tourId: string): Promise<void> {
    this.tourId = tourId;
    this.sceneId = "";
    this.scenes = [];
    if (tourId === "") return;
    await this.act(async () => {
      const tour = await this.deps.api.getTour({ params: { id: tourId } });
      runInAction(() => {
        if (this.tourId !== tourId) return;
        this.scenes = tour.scenes.map((scene) => ({
          scene,
          publishable: streetViewSizeProblem(scene.image.width, scene.image.height) === null,
        }));
      });
    });
  }

  /** Picks a scene; its map position fills the empty place fields. */
  chooseScene(sceneId: string): void {
    this.sceneId = sceneId;
    const geo = this.scenes.find((c) => c.scene.id === sceneId)?.scene.geo;
    if (geo && this.place.latitude === "" && this.place.longitude === "")
      this.place = { ...this.place, latitude: String(geo.lat), longitude: String(geo.lon) };
  }

  setPlace(field: keyof PlaceFields, value: string): void {
    this.place = { ...this.place, [field]: value };
  }

  /** Sends the publish; the new one heads the list, pending. */
  async publish(): Promise<boolean> {
    if (!this.canPublish) return false;
    const body = {
      tourId: this.tourId,
      sceneId: this.sceneId,
      latitude: numberOrUndefined(this.place.latitude),
      longitude: numberOrUndefined(this.place.longitude),
      heading: numberOrUndefined(this.place.heading),
    };
    return this.act(async () => {
      const created = await this.deps.api.publishToStreetView({ body });
      runInAction(() => {
        this.publishes = [created, ...this.publishes.filter((p) => p.id !== created.id)];
      });
    });
  }

  /** Runs one action with `busy` set; a refusal becomes `problem`. */
  private async act(action: () => Promise<unknown>): Promise<boolean> {
    this.busy = true;
    this.problem = null;
    try {
      await action();
      return true;
    } catch (error) {
      this.deps.log("A Street View action failed", error);
      runInAction(() => {
        this.problem = isAppError(error) ? error.message : String(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
