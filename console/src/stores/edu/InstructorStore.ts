import type {
  Certification,
  InstructorHistoryItem,
  InstructorInfo,
  Language,
} from "@orbis/core/contract";
import { canOwnGroups, type InstructorInfoDraft, instructorInfoChanges } from "@orbis/core/edu";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { langCodeOf, paymentsLanguageFor } from "@orbis/core/i18n";
import { planFlags } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";

/** What the instructor screen needs from outside. */
export interface InstructorStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getAccount"
    | "getInstructorInfo"
    | "updateInstructorInfo"
    | "getInstructorCertification"
    | "renewInstructorCertification"
    | "listInstructorHistory"
  >;
  readonly language: () => Language;
  readonly log: (message: string, error: unknown) => void;
}

/** Payment history lines per page. */
export const INSTRUCTOR_HISTORY_PAGE_SIZE = 10;

/**
 * `/mypage/edu/instructor`: the instructor's profile (read and edited), certification (renewed
 * while the plan allows: 140010 otherwise) and licence payments a page at a time, in the
 * payments language of the interface. An account that cannot own groups is told so without
 * calling the instructor routes, which would only refuse it (140002).
 */
export class InstructorStore {
  state: LoadState | "notInstructor" = "idle";
  info: InstructorInfo | null = null;
  certification: Certification | null = null;
  history: InstructorHistoryItem[] = [];
  historyTotal = 0;
  historyPage = 1;
  historyState: LoadState = "idle";
  saving = false;
  renewing = false;
  /** The server refused the last renewal because the plan is not a paid instructor plan. */
  renewRefused = false;

  constructor(private readonly deps: InstructorStoreDeps) {
    makeAutoObservable<InstructorStore, "deps">(this, { deps: false });
  }

  /** How many history pages there are (at least one). */
  get historyPageCount(): number {
    return Math.max(1, Math.ceil(this.historyTotal / INSTRUCTOR_HISTORY_PAGE_SIZE));
  }

  /** Reads the account, then the profile, the certification and the first history page. */
  async load(): Promise<void> {
    this.state = "loading";
    try {
      const account = await this.deps.api.getAccount();
      if (!canOwnGroups(planFlags(account.plan))) {
        runInAction(() => (this.state = "notInstructor"));
        return;
      }
      const [info, certification] = await Promise.all([
        this.deps.api.getInstructorInfo(),
        this.deps.api.getInstructorCertification(),
      ]);
      runInAction(() => {
        this.info = info;
        this.certification = certification;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the instructor account failed", error);
      runInAction(() => (this.state = "failed"));
      return;
    }
    await this.loadHistory(1);
  }

  /** Loads one page of the licence payments, named in the interface's payments language. */
  async loadHistory(pageNo: number = this.historyPage): Promise<void> {
    this.historyPage = pageNo;
    this.historyState = "loading";
    try {
      const page = await this.deps.api.listInstructorHistory({
        query: { pageNo, pageSize: INSTRUCTOR_HISTORY_PAGE_SIZE },
        headers: { langcode: langCodeOf(paymentsLanguageFor(this.deps.language())) },
      });
      runInAction(() => {
        if (pageNo !== this.historyPage) return; // another page has taken over
        this.history = page.list;
        this.historyTotal = page.total;
        this.historyState = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the instructor's payments failed", error);
      runInAction(() => {
        if (pageNo === this.historyPage) this.historyState = "failed";
      });
    }
  }

  /**
   * Saves the profile's changed fields (blank optional ones as none); answers whether it was
   * saved. A refusal has its snackbar from the global handler.
   */
  async save(draft: InstructorInfoDraft): Promise<boolean> {
    const info = this.info;
    if (info === null || this.saving) return false;
    const changed = instructorInfoChanges(draft, info);
    if (Object.keys(changed).length === 0) return true;
    this.saving = true;
    try {
      const saved = await this.deps.api.updateInstructorInfo({ body: changed });
      runInAction(() => (this.info = saved));
      return true;
    } catch (error) {
      this.deps.log("Saving the instructor profile failed", error);
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Renews the certification; a 140010 refusal is kept for the screen to explain. */
  async renew(): Promise<boolean> {
    if (this.renewing) return false;
    this.renewing = true;
    this.renewRefused = false;
    try {
      const certification = await this.deps.api.renewInstructorCertification();
      runInAction(() => (this.certification = certification));
      return true;
    } catch (error) {
      this.deps.log("Renewing the certification failed", error);
      runInAction(() => {
        this.renewRefused =
          isAppError(error) && error.code === ErrorCode.certificationNeedsPaidPlan;
      });
      return false;
    } finally {
      runInAction(() => (this.renewing = false));
    }
  }
}
