import { aiSceneTitle } from "@orbis/core/ai";
import type { AiImage, LayerStatus } from "@orbis/core/contract";
import { errorReaction, isAppError } from "@orbis/core/errors";
import {
  type DuplicateChoice,
  duplicateNames,
  fileCheckBatches,
  isModelFileName,
  tilingPending,
  type UploadFileProblem,
  type UploadRow,
  uploadFileProblem,
  uploadPlan,
  uploadShare,
  withTilingStatus,
} from "@orbis/core/tours";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";

/** What the upload queue needs from the editor. */
export interface EditorUploadsDeps {
  readonly api: OrbisApi;
  readonly tourId: () => string | null;
  /** Whether the caller may add to the tour (a viewer coworker may not). */
  readonly writable: () => boolean;
  /** Called after each file the server stored (new scenes to take in), and when tiling finishes. */
  readonly refresh: () => Promise<void>;
  readonly log: (message: string, error: unknown) => void;
  readonly pollMs?: number;
}

/**
 * What a failed file's line says: the failure's words, or nothing when the global snackbar says
 * them (storage full, 20004, with its Upgrade action): one message per failure.
 */
export const lineError = (error: unknown): string | null => {
  if (isAppError(error) && errorReaction(error, { sendsFiles: true }).kind === "snackbar")
    return null;
  return error instanceof Error ? error.message : String(error);
};

/** A file refused before sending, and why: its kind or size, or its name twice in one pick. */
export interface RefusedFile {
  readonly fileName: string;
  readonly problem: UploadFileProblem | "repeated";
}

/** A pick waiting for the creator's choice about the names the tour already has. */
export interface PendingPick {
  readonly files: readonly File[];
  /** The picked names the tour already has, in pick order. */
  readonly duplicates: readonly string[];
}

/**
 * Files sent at once. One: the server lists scenes in the order their uploads arrive, and users
 * expect the order they picked; the link stays busy and tiling runs beside the next upload.
 */
const CONCURRENCY = 1;
/** A large panorama on a slow link takes minutes; the client's 30 s would cut it off. */
const UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * The editor's uploads. A pick first asks `GET /tours/{id}/layers/check-file` which names the
 * tour already has; those wait in `pending` for the creator to skip (the default) or replace each,
 * so nothing goes twice by accident. Then each file is a row with its bytes sent, then its
 * scene's tiling state polled from `GET /tours/{id}/layers/status` until done or failed. A file
 * the server refuses keeps the server's words on its row, the one place that failure is said (the
 * global handler leaves file refusals to it); a storage refusal is said by its snackbar, which
 * offers the upgrade, and its row only reads failed.
 */
export class EditorUploads {
  rows: UploadRow[] = [];
  /** A pick whose duplicates wait for the creator's choice. */
  pending: PendingPick | null = null;
  /** The choice per duplicate name of the pending pick; a name not here is skipped. */
  choices = new Map<string, DuplicateChoice>();
  /** The names of a pick are being checked with the server. */
  checking = false;
  private files = new Map<string, File>();
  private overwrite = new Map<string, boolean>();
  private next = 0;
  private running = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: EditorUploadsDeps) {
    makeAutoObservable<
      EditorUploads,
      "deps" | "files" | "overwrite" | "next" | "running" | "timer"
    >(this, {
      deps: false,
      files: false,
      overwrite: false,
      next: false,
      running: false,
      timer: false,
    });
  }

  /** The share of everything listed that is done, 0..1. */
  get share(): number {
    return uploadShare(this.rows);
  }

  /** Whether a file is still on its way to the server: the editor must not save meanwhile. */
  get sending(): boolean {
    return this.rows.some((r) => r.phase === "waiting" || r.phase === "uploading");
  }

  /**
   * Takes a pick: returns the files refused at once (wrong kind, empty, too big, a name twice),
   * sending none of them; asks the server which of the others' names the tour already has; queues
   * the pick when none, else keeps it `pending` for the creator's choice. Nothing is queued when
   * the check fails (its snackbar says why) or the caller may only look.
   */
  async add(files: readonly File[]): Promise<RefusedFile[]> {
    const tourId = this.deps.tourId();
    if (tourId === null || !this.deps.writable()) return [];
    const refused: RefusedFile[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = uploadFileProblem(file);
      if (problem !== null) refused.push({ fileName: file.name, problem });
      else if (accepted.some((f) => f.name === file.name))
        refused.push({ fileName: file.name, problem: "repeated" });
      else accepted.push(file);
    }
    if (accepted.length === 0) return refused;
    const names = accepted.map((f) => f.name);
    this.checking = true;
    try {
      const answers = await Promise.all(
        fileCheckBatches(names).map((fileNames) =>
          this.deps.api.checkLayerFiles({ params: { id: tourId }, query: { fileNames } }),
        ),
      );
      const queued = this.rows
        .filter((r) => r.phase === "waiting" || r.phase === "uploading")
        .map((r) => r.fileName);
      const duplicates = duplicateNames(names, answers.flat(), queued);
      runInAction(() => {
        if (duplicates.length === 0)
          this.enqueue(accepted.map((file) => ({ file, overwrite: false })));
        else {
          this.pending = { files: accepted, duplicates };
          this.choices = new Map();
        }
      });
    } catch (error) {
      this.deps.log("checking file names failed", error);
    } finally {
      runInAction(() => {
        this.checking = false;
      });
    }
    return refused;
  }

  /** Skips or replaces one duplicate of the pending pick. */
  choose(fileName: string, choice: DuplicateChoice): void {
    const choices = new Map(this.choices);
    choices.set(fileName, choice);
    this.choices = choices;
  }

  /** Sends the pending pick as chosen; returns the names left out. */
  confirm(): string[] {
    const pending = this.pending;
    if (pending === null) return [];
    const plan = uploadPlan(pending.files, pending.duplicates, this.choices);
    this.pending = null;
    this.choices = new Map();
    this.enqueue(plan.send);
    return [...plan.skipped];
  }

  /** Drops the pending pick: nothing of it is sent. */
  cancel(): void {
    this.pending = null;
    this.choices = new Map();
  }

  private enqueue(files: readonly { readonly file: File; readonly overwrite: boolean }[]): void {
    for (const { file, overwrite } of files) {
      const key = `u${this.next++}`;
      this.files.set(key, file);
      this.overwrite.set(key, overwrite);
      this.rows.push({
        key,
        fileName: file.name,
        bytes: file.size,
        sentBytes: 0,
        phase: "waiting",
        sceneId: null,
        error: null,
        tiling: 0,
      });
    }
    this.pump();
  }

  /**
   * Adds a complete AI image of the caller's as a new scene (`POST /edu/tour/{id}/scenes/ai-image`)
   * on a line of its own: "uploading" while the server copies the picture in (the editor holds
   * its saves meanwhile, as for a file, so the new scene is not dropped by a save), then its
   * tiling like an upload's. A refusal is said on the line in the server's words; true when the
   * scene was made.
   */
  async addAiImage(image: Pick<AiImage, "id" | "prompt">): Promise<boolean> {
    const tourId = this.deps.tourId();
    if (tourId === null || !this.deps.writable()) return false;
    const key = `u${this.next++}`;
    this.rows.push({
      key,
      fileName: aiSceneTitle(image.prompt),
      // Nothing travels from here: the line counts as one unit, half of it made, half tiled.
      bytes: 1,
      sentBytes: 0,
      phase: "uploading",
      sceneId: null,
      error: null,
      tiling: 0,
    });
    try {
      const scene = await this.deps.api.createSceneFromAiImage({
        params: { tourId },
        body: { aiImageId: image.id },
      });
      // Still "uploading" until the editor has the scene: a save in between would drop it.
      runInAction(() => this.patch(key, { sceneId: scene.id, fileName: scene.title }));
      await this.deps.refresh();
      runInAction(() => this.patch(key, { sentBytes: 1, phase: "queued" }));
      this.poll();
      return true;
    } catch (error) {
      this.deps.log("adding an AI image as a scene failed", error);
      runInAction(() =>
        this.patch(key, {
          phase: "failed",
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return false;
    }
  }

  /**
   * Follows the tiling of scenes the tour already had when it opened but that are not tiled yet
   * (added from the AI images screen, or uploaded by a tab that closed early): each gets a line
   * like an upload's, and the editor takes the tiles in when they are done, without reopening.
   */
  follow(scenes: readonly { readonly id: string; readonly title: string }[]): void {
    const known = new Set(this.rows.map((row) => row.sceneId));
    const fresh = scenes.filter((scene) => !known.has(scene.id));
    if (fresh.length === 0 || !this.deps.writable()) return;
    for (const scene of fresh)
      this.rows.push({
        key: `u${this.next++}`,
        fileName: scene.title,
        bytes: 1,
        sentBytes: 1,
        phase: "queued",
        sceneId: scene.id,
        error: null,
        tiling: 0,
      });
    this.poll();
  }

  /** Removes finished and failed rows from the list. */
  clearFinished(): void {
    this.rows = this.rows.filter((r) => r.phase !== "done" && r.phase !== "failed");
  }

  /** Stops polling (the editor closes); uploads under way finish on their own. */
  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private patch(key: string, change: Partial<UploadRow>): void {
    this.rows = this.rows.map((r) => (r.key === key ? { ...r, ...change } : r));
  }

  private pump(): void {
    while (this.running < CONCURRENCY) {
      const row = this.rows.find((r) => r.phase === "waiting");
      if (row === undefined) return;
      this.patch(row.key, { phase: "uploading" });
      this.running++;
      void this.send(row.key).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async send(key: string): Promise<void> {
    const file = this.files.get(key);
    const tourId = this.deps.tourId();
    if (file === undefined || tourId === null) return;
    const body = new FormData();
    body.append("files", file, file.name);
    try {
      const [stored] = await this.deps.api.uploadTourFiles(
        { params: { id: tourId }, query: { overwrite: this.overwrite.get(key) ?? false }, body },
        {
          timeoutMs: UPLOAD_TIMEOUT_MS,
          onUploadProgress: (sent) => runInAction(() => this.patch(key, { sentBytes: sent })),
        },
      );
      const model = isModelFileName(file.name) || stored?.kind === "model";
      runInAction(() =>
        this.patch(key, {
          sentBytes: file.size,
          sceneId: stored?.sceneId ?? null,
          phase: model ? "done" : "queued",
          tiling: model ? 1 : 0,
        }),
      );
      await this.deps.refresh();
      this.poll();
    } catch (error) {
      this.deps.log("upload failed", error);
      runInAction(() =>
        this.patch(key, {
          phase: "failed",
          error: lineError(error),
        }),
      );
    } finally {
      this.files.delete(key);
      this.overwrite.delete(key);
    }
  }

  private poll(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.checkTiling();
    }, this.deps.pollMs ?? 1000);
  }

  private async checkTiling(): Promise<void> {
    const tourId = this.deps.tourId();
    if (tourId === null || !tilingPending(this.rows)) return;
    let statuses: LayerStatus[];
    try {
      statuses = await this.deps.api.getLayersStatus({ params: { id: tourId } });
    } catch (error) {
      this.deps.log("tiling status failed", error);
      this.poll();
      return;
    }
    const bySceneId = new Map(statuses.map((s) => [s.sceneId, s]));
    const before = this.rows.filter((r) => r.phase === "done").length;
    runInAction(() => {
      this.rows = this.rows.map((r) =>
        r.sceneId === null ? r : withTilingStatus(r, bySceneId.get(r.sceneId)),
      );
    });
    if (this.rows.filter((r) => r.phase === "done").length !== before) await this.deps.refresh();
    if (tilingPending(this.rows)) this.poll();
  }
}
