import type {
  AutoSaveSetting,
  Language,
  SphericalPoint,
  Tour,
  TourPermission,
  TourUpdate,
  View,
  VoiceLanguage,
} from "@orbis/core/contract";
import {
  autoSaveDelayMs,
  type EditHistory,
  type EditorDocument,
  editorDocumentOf,
  emptyHistory,
  mergeServerScenes,
  newInfoMarker,
  newLinkMarker,
  putMarker,
  recordEdit,
  sameDocument,
  undoEdit,
  withMarkerVoice,
} from "@orbis/core/tours";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { FetchFile } from "../api/fileFetcher";
import { EditorAssets } from "./editor/EditorAssets";
import { EditorPublishing } from "./editor/EditorPublishing";
import { EditorUploads } from "./editor/EditorUploads";
import { editorViewerTour } from "./editor/viewerTour";
import type { LoadState } from "./loadState";

/** What a click on the panorama does. */
export type EditorTool = "select" | "link" | "info" | "polygon" | "polyline" | "model";

/** What the tour editor needs from outside. */
export interface TourEditorStoreDeps {
  readonly api: OrbisApi;
  readonly log: (message: string, error: unknown) => void;
  /** A fresh id for a marker or geometry, unique within the tour. */
  readonly newId: () => string;
  readonly now: () => number;
  /** Reads a file the server serves (a preset's image) as bytes. */
  readonly fetchFile: FetchFile;
  readonly pollMs?: number;
}

/** Auto-save when the account's settings cannot be read: on, every minute. */
const FALLBACK_AUTO_SAVE: AutoSaveSetting = { useAutoSave: true, saveCycle: 60 };

/**
 * The tour editor's model: the tour as the server has it, the document being edited (scenes,
 * markers, start) with its undo history, auto-save on the account's save cycle, and the parts
 * that save at once (uploads, geometries, models, voices, publishing). What the caller may do
 * comes from `GET /tour/{id}/permission`: a coworker who may only look gets a read-only editor,
 * whose changes go nowhere.
 */
export class TourEditorStore {
  tour: Tour | null = null;
  /** What the caller may do with the open tour; null until it is open. */
  permission: TourPermission | null = null;
  state: LoadState = "idle";
  doc: EditorDocument | null = null;
  /** What the server holds of the document: the editor is dirty while `doc` differs. */
  saved: EditorDocument | null = null;
  history: EditHistory<EditorDocument> = emptyHistory();
  saving = false;
  saveFailed = false;
  lastSavedAt: number | null = null;
  autoSave: AutoSaveSetting = FALLBACK_AUTO_SAVE;
  sceneId: string | null = null;
  selectedMarkerId: string | null = null;
  tool: EditorTool = "select";

  readonly uploads: EditorUploads;
  readonly publishing: EditorPublishing;
  readonly assets: EditorAssets;
  /** Where the camera looks now: read when setting a start, not observed (it changes per frame). */
  view: View | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private opened = 0;

  constructor(private readonly deps: TourEditorStoreDeps) {
    const tourId = () => this.tour?.id ?? null;
    this.uploads = new EditorUploads({
      api: deps.api,
      tourId,
      writable: () => !this.readOnly,
      refresh: () => this.refresh(),
      log: deps.log,
      ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
    });
    this.publishing = new EditorPublishing({ api: deps.api, tourId, save: () => this.save() });
    this.assets = new EditorAssets({
      api: deps.api,
      tourId,
      newId: deps.newId,
      log: deps.log,
      fetchFile: deps.fetchFile,
    });
    makeAutoObservable<TourEditorStore, "deps" | "timer" | "opened">(this, {
      deps: false,
      uploads: false,
      publishing: false,
      assets: false,
      view: false,
      timer: false,
      opened: false,
    });
  }

  /** Whether the caller may only look (a viewer coworker); true until the permission is known. */
  get readOnly(): boolean {
    return this.permission?.canEdit !== true;
  }

  /** Whether the caller may publish the tour. */
  get canPublish(): boolean {
    return this.permission?.canPublish === true;
  }

  /** Whether the document has changes the server does not have yet. */
  get dirty(): boolean {
    return this.doc !== null && this.saved !== null && !sameDocument(this.doc, this.saved);
  }

  get canUndo(): boolean {
    return this.history.past.length > 0;
  }

  /** The tour as the viewer shows it: the server's images with the document's edits. */
  get viewerTour() {
    return this.tour && this.doc
      ? editorViewerTour(this.tour, this.doc, this.assets.geometries, this.assets.models)
      : null;
  }

  /** The selected marker, if any. */
  get selectedMarker() {
    return this.doc?.markers.find((m) => m.id === this.selectedMarkerId) ?? null;
  }

  /**
   * Loads a tour of a project with what the caller may do with it, and starts auto-saving on the
   * account's cycle when they may edit. A tour that is not in that project fails to open.
   */
  async open(tourId: string, projectId: string): Promise<void> {
    const ticket = ++this.opened;
    this.close();
    this.state = "loading";
    this.permission = null;
    try {
      const [tour, permission, settings] = await Promise.all([
        this.deps.api.getTour({ params: { id: tourId } }),
        this.deps.api.getTourPermission({ params: { id: tourId }, query: { proj: projectId } }),
        this.deps.api.getSettings().catch(() => null),
      ]);
      if (ticket !== this.opened) return;
      runInAction(() => {
        const doc = editorDocumentOf(tour);
        this.tour = tour;
        this.permission = permission;
        this.doc = doc;
        this.saved = doc;
        this.history = emptyHistory();
        this.autoSave = settings?.autoSave ?? FALLBACK_AUTO_SAVE;
        this.sceneId = doc.initialView?.sceneId ?? doc.scenes[0]?.id ?? null;
        this.assets.reset(tour);
        this.publishing.reset(tour);
        this.state = "ready";
      });
      this.startAutoSave();
      // Scenes still being tiled become pickable here once done, as an upload's do.
      this.uploads.follow(this.tour?.scenes.filter((scene) => scene.tiles === null) ?? []);
    } catch (error) {
      this.deps.log("tour editor failed to load", error);
      runInAction(() => {
        if (ticket === this.opened) this.state = "failed";
      });
    }
  }

  /** Stops the timers; call `flush` first to keep unsaved changes. */
  close(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.uploads.dispose();
  }

  /**
   * Applies a change to the document, remembering the one before for undo. Changes with the same
   * `key` in a row (typing in one field) undo together.
   */
  edit(change: (doc: EditorDocument) => EditorDocument, key?: string): void {
    if (this.doc === null || this.readOnly) return;
    const next = change(this.doc);
    if (next === this.doc || sameDocument(next, this.doc)) return;
    this.history = recordEdit(this.history, this.doc, undefined, key);
    this.doc = next;
  }

  /** Undoes the last change to the document. */
  undo(): void {
    const undone = undoEdit(this.history);
    if (undone === null) return;
    this.history = undone.history;
    this.doc = undone.document;
    if (!this.doc.markers.some((m) => m.id === this.selectedMarkerId)) this.selectedMarkerId = null;
  }

  /** Saves the document (`PUT /tours/{id}/dump`). Waits while a file is on its way, so the scene it makes is not dropped. */
  async save(): Promise<boolean> {
    const tour = this.tour;
    const sent = this.doc;
    if (tour === null || sent === null || this.readOnly) return false;
    if (this.uploads.sending) return false;
    this.saving = true;
    try {
      const answer = await this.deps.api.dumpTour({ params: { id: tour.id }, body: sent });
      runInAction(() => {
        const fresh = editorDocumentOf(answer);
        this.tour = answer;
        // Edits made while saving stay; otherwise take the server's (voices it dropped).
        if (this.doc === sent) this.doc = fresh;
        this.saved = fresh;
        this.saveFailed = false;
        this.lastSavedAt = this.deps.now();
      });
      return true;
    } catch (error) {
      this.deps.log("tour save failed", error);
      runInAction(() => {
        this.saveFailed = true;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Saves if there is anything to save (leaving the editor, before publishing). */
  async flush(): Promise<boolean> {
    return this.dirty ? this.save() : true;
  }

  /**
   * Saves the tour's title, description or settings (`PUT /tours/{id}`, apart from the document's
   * auto-save); true when done. The document being edited stays as it is.
   */
  async updateDetails(update: TourUpdate): Promise<boolean> {
    const id = this.tour?.id;
    if (id === undefined || this.readOnly) return false;
    try {
      const saved = await this.deps.api.updateTour({ params: { id }, body: update });
      runInAction(() => {
        if (this.tour?.id !== saved.id) return;
        const { title, description, settings, updatedAt } = saved;
        this.tour = { ...this.tour, title, description, settings, updatedAt };
      });
      return true;
    } catch (error) {
      this.deps.log("tour details save failed", error);
      return false;
    }
  }

  /** Takes in the server's tour after an upload or tiling: new scenes join the document. */
  async refresh(): Promise<void> {
    const id = this.tour?.id;
    if (id === undefined) return;
    try {
      const tour = await this.deps.api.getTour({ params: { id } });
      runInAction(() => {
        this.tour = tour;
        if (this.doc !== null) this.doc = mergeServerScenes(this.doc, tour);
        if (this.saved !== null) this.saved = mergeServerScenes(this.saved, tour);
        this.sceneId ??= this.doc?.scenes[0]?.id ?? null;
      });
    } catch (error) {
      this.deps.log("tour refresh failed", error);
    }
  }

  setScene(sceneId: string): void {
    this.sceneId = sceneId;
    if (this.selectedMarker?.sceneId !== sceneId) this.selectedMarkerId = null;
  }

  setTool(tool: EditorTool): void {
    if (this.readOnly && tool !== "select") return;
    this.tool = tool;
    this.assets.cancelDrawing();
  }

  selectMarker(id: string | null): void {
    this.selectedMarkerId = id;
  }

  /**
   * A click on the panorama: places a link or an info marker (titled `infoTitle`), adds a
   * vertex, or places a model, by the tool. Returns false when a link has no scene to lead to.
   */
  place(point: SphericalPoint, infoTitle: string): boolean {
    const doc = this.doc;
    const sceneId = this.sceneId;
    if (doc === null || sceneId === null || this.readOnly) return true;
    const id = this.deps.newId();
    switch (this.tool) {
      case "link": {
        const link = newLinkMarker(doc, id, sceneId, point);
        if (link === null) return false;
        this.edit((d) => putMarker(d, link));
        break;
      }
      case "info":
        this.edit((d) => putMarker(d, newInfoMarker(id, sceneId, point, infoTitle)));
        break;
      case "polygon":
      case "polyline":
        this.assets.addVertex(point);
        return true;
      case "model":
        this.assets.pendingSpot = { sceneId, point };
        return true;
      case "select":
        return true;
    }
    this.selectedMarkerId = id;
    this.tool = "select";
    return true;
  }

  /** The speech engine's languages and voices, loaded once for the info marker form. */
  voiceLanguages: VoiceLanguage[] = [];
  voiceBusy = false;

  async loadVoiceLanguages(): Promise<void> {
    if (this.voiceLanguages.length > 0) return;
    try {
      const languages = await this.deps.api.listVoiceLanguages();
      runInAction(() => {
        this.voiceLanguages = languages;
      });
    } catch (error) {
      this.deps.log("voice languages failed", error);
    }
  }

  /**
   * Speaks an info marker's text: saves first (the server speaks the text it has), then asks for
   * the voice and keeps it on the marker. False when the save or the synthesis was refused.
   */
  async generateVoice(markerId: string, language: Language, voiceId?: string): Promise<boolean> {
    const tourId = this.tour?.id;
    if (tourId === undefined || this.voiceBusy || this.readOnly) return false;
    this.voiceBusy = true;
    try {
      if (!(await this.flush())) return false;
      const voice = await this.deps.api.synthesizeMarkerVoice({
        params: { id: tourId, markerId },
        body: { language, ...(voiceId ? { voiceId } : {}) },
      });
      runInAction(() => {
        if (this.doc) this.doc = withMarkerVoice(this.doc, markerId, voice);
        if (this.saved) this.saved = withMarkerVoice(this.saved, markerId, voice);
      });
      return true;
    } catch (error) {
      this.deps.log("voice synthesis failed", error);
      return false;
    } finally {
      runInAction(() => {
        this.voiceBusy = false;
      });
    }
  }

  private startAutoSave(): void {
    if (this.readOnly) return;
    const delay = autoSaveDelayMs(this.autoSave);
    if (delay === null) return;
    this.timer = setInterval(() => {
      if (this.dirty && !this.saving) void this.save();
    }, delay);
  }
}
