import { eduAudience, mayBeStudent, type ReviewStatus } from "@orbis/core/edu";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { planFlags } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";

/** What the tours tab's review submissions need from outside. */
export interface LectureSubmitStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "getAccount" | "getMyEduGroup" | "listMyLectures" | "submitEduLecture"
  >;
  readonly log: (message: string, error: unknown) => void;
}

/** The refusals of a submission the tours tab explains beside the tour. */
export type SubmitProblem =
  | typeof ErrorCode.reviewStepSkipped
  | typeof ErrorCode.lectureNotPublished
  | typeof ErrorCode.studentOnly;

const isSubmitProblem = (code: number): code is SubmitProblem =>
  code === ErrorCode.reviewStepSkipped ||
  code === ErrorCode.lectureNotPublished ||
  code === ErrorCode.studentOnly;

/** How many of the student's submissions are read for the tours' statuses: the newest. */
const SUBMISSIONS_READ = 100;

/**
 * The "submit for review" action of a student's tours (a tour is the space a lecture is): whether
 * the account is a student (core's `eduAudience`: a student whose licence ran out still is, and is
 * told why a submission is refused), each tour's newest review status,
 * and a submission's outcome or refusal for the tab to explain (unpublished 140015, no running
 * licence 140018, already in review or approved 140005).
 */
export class LectureSubmitStore {
  student = false;
  /** The newest review status of each submitted tour, by tour id. */
  statuses: Record<string, ReviewStatus> = {};
  problems: Record<string, SubmitProblem> = {};
  submitting: string | null = null;

  constructor(private readonly deps: LectureSubmitStoreDeps) {
    makeAutoObservable<LectureSubmitStore, "deps">(this, { deps: false });
  }

  /** Reads whether the account is a student and, if so, where its submissions stand. */
  async load(): Promise<void> {
    try {
      // Every project's tours ask: only an account that may be a student asks for its group.
      const flags = planFlags((await this.deps.api.getAccount()).plan);
      const myGroup = mayBeStudent(flags) ? await this.deps.api.getMyEduGroup() : null;
      if (eduAudience(flags, myGroup !== null) !== "student") {
        runInAction(() => (this.student = false));
        return;
      }
      const page = await this.deps.api.listMyLectures({
        query: { pageNo: 1, pageSize: SUBMISSIONS_READ },
      });
      const statuses: Record<string, ReviewStatus> = {};
      // Newest first: a tour's first line is its newest submission.
      for (const lecture of page.list) statuses[lecture.spaceId] ??= lecture.status;
      runInAction(() => {
        this.student = true;
        this.statuses = statuses;
      });
    } catch (error) {
      this.deps.log("Loading the review submissions failed", error);
    }
  }

  /** Submits tour `tourId` for review; keeps its new status, or the refusal to explain. */
  async submit(tourId: string): Promise<void> {
    if (this.submitting !== null) return;
    this.submitting = tourId;
    const { [tourId]: _, ...otherProblems } = this.problems;
    this.problems = otherProblems;
    try {
      const submission = await this.deps.api.submitEduLecture({ params: { spaceId: tourId } });
      runInAction(() => {
        this.statuses = { ...this.statuses, [tourId]: submission.status };
      });
    } catch (error) {
      this.deps.log("Submitting a tour for review failed", error);
      if (isAppError(error) && isSubmitProblem(error.code)) {
        const code = error.code;
        runInAction(() => {
          this.problems = { ...this.problems, [tourId]: code };
        });
      }
    } finally {
      runInAction(() => (this.submitting = null));
    }
  }
}
