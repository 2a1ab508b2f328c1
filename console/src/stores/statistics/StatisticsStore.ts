import type {
  AccountStatistics,
  SceneStatistics,
  StatisticsGranularity,
  TourStatistics,
} from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { lastDays, statisticsCsv } from "@orbis/core/statistics";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** The scope of every tour of the caller's projects together (`GET /statistics`). */
export const ALL_TOURS = "all";

/** A tour the scope picker offers, under its project's name. */
export interface StatisticsTourChoice {
  readonly id: string;
  readonly title: string;
  readonly projectName: string;
}

/** What the statistics store needs from outside. */
export interface StatisticsStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "getAccountStatistics" | "getTourStatistics" | "listProjects" | "listProjectTours"
  >;
  /** The current time (ms): the statistics count UTC days, so presets end on today's. */
  readonly now: () => number;
  readonly log: (message: string, error: unknown) => void;
  /** The tour to open on (`/statistics?tour=<id>`, the sites' link); all tours when absent. */
  readonly tourId?: string | null;
}

/** The preset range the screen opens with (core's `STATISTICS_PRESET_DAYS`). */
const OPENING_DAYS = 30;
/** Tours listed per project: a picker, not a browser (the most recently changed first). */
const TOURS_PER_PROJECT = 100;

const utcToday = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * The statistics screen's state (`/statistics`): the scope (all tours, or one), the days and
 * how they are cut, and the figures the server answers for them. Every change asks again; only
 * the latest answer counts. The server refuses a plan without statistics (70007: `notOnPlan`)
 * and a range backwards or over a year (10400, said with its words). The screen creates it.
 */
export class StatisticsStore {
  scope: string = ALL_TOURS;
  from: string;
  to: string;
  /** The preset the range came from, null once a day is picked by hand. */
  preset: number | null = OPENING_DAYS;
  granularity: StatisticsGranularity = "day";
  state: LoadState = "idle";
  /** Why the last load failed. */
  error: unknown = null;
  /** False once the server says the plan has no statistics (70007). */
  onPlan = true;
  figures: TourStatistics | AccountStatistics | null = null;
  tours: StatisticsTourChoice[] = [];
  private readonly loads = new LoadTickets();

  constructor(private readonly deps: StatisticsStoreDeps) {
    ({ from: this.from, to: this.to } = lastDays(OPENING_DAYS, utcToday(deps.now())));
    if (deps.tourId) this.scope = deps.tourId;
    makeAutoObservable<StatisticsStore, "deps" | "loads">(this, { deps: false, loads: false });
  }

  /** Loads the tours to pick from and the figures of all of them. */
  async start(): Promise<void> {
    await Promise.all([this.loadTours(), this.load()]);
  }

  chooseScope(scope: string): Promise<void> {
    this.scope = scope;
    return this.load();
  }

  /** The last `days` days, today included. */
  choosePreset(days: number): Promise<void> {
    ({ from: this.from, to: this.to } = lastDays(days, utcToday(this.deps.now())));
    this.preset = days;
    return this.load();
  }

  /** A day picked by hand; the server judges the range (backwards, too long). */
  chooseDays(range: { readonly from?: string; readonly to?: string }): Promise<void> {
    this.from = range.from ?? this.from;
    this.to = range.to ?? this.to;
    this.preset = null;
    return this.load();
  }

  chooseGranularity(granularity: StatisticsGranularity): Promise<void> {
    this.granularity = granularity;
    return this.load();
  }

  /** The scenes of one tour's figures; null for all tours. */
  get scenes(): readonly SceneStatistics[] | null {
    return this.figures !== null && "scenes" in this.figures ? this.figures.scenes : null;
  }

  /** No visit at all in the range. */
  get empty(): boolean {
    return this.figures !== null && this.figures.totals.visits === 0;
  }

  /** The series as core's CSV (with a BOM, for spreadsheets) and a name telling what it holds. */
  get csv(): { readonly fileName: string; readonly content: string } | null {
    const figures = this.figures;
    if (figures === null) return null;
    const scope = this.scope === ALL_TOURS ? "all-tours" : `tour-${this.scope}`;
    return {
      fileName: `statistics-${scope}-${figures.from}-${figures.to}-${figures.granularity}.csv`,
      content: statisticsCsv(figures, true),
    };
  }

  /** Asks the server for the figures of the scope and days chosen. */
  async load(): Promise<void> {
    const latest = this.loads.take();
    this.state = "loading";
    this.error = null;
    const query = { from: this.from, to: this.to, granularity: this.granularity };
    try {
      const figures =
        this.scope === ALL_TOURS
          ? await this.deps.api.getAccountStatistics({ query })
          : await this.deps.api.getTourStatistics({ params: { id: this.scope }, query });
      runInAction(() => {
        if (!latest()) return;
        this.figures = figures;
        this.onPlan = true;
        this.state = "ready";
      });
    } catch (error) {
      runInAction(() => {
        if (!latest()) return;
        this.figures = null;
        this.error = error;
        this.onPlan = !(isAppError(error) && error.code === ErrorCode.statisticsNotAccessible);
        this.state = "failed";
      });
      if (!isAppError(error)) this.deps.log("Loading the statistics failed", error);
    }
  }

  /** The caller's contents projects' tours; without them only "all tours" is offered. */
  private async loadTours(): Promise<void> {
    try {
      const projects = (await this.deps.api.listProjects()).filter(
        (p) => p.kind === "contents" && p.tourCount > 0,
      );
      const pages = await Promise.all(
        projects.map((p) =>
          this.deps.api.listProjectTours({
            query: { proj: p.id, offset: 0, limit: TOURS_PER_PROJECT, sortby: "-updatedAt" },
          }),
        ),
      );
      runInAction(() => {
        this.tours = projects.flatMap((p, i) =>
          (pages[i]?.list ?? []).map((tour) => ({
            id: tour.id,
            title: tour.title,
            projectName: p.name,
          })),
        );
      });
    } catch (error) {
      this.deps.log("Loading the tours to pick from failed", error);
    }
  }
}
