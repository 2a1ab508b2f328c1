import type {
  Geometry,
  ImagePreset,
  Model,
  ModelCatalogueItem,
  SphericalPoint,
  Tour,
} from "@orbis/core/contract";
import { type AppError, isFileRefusal } from "@orbis/core/errors";
import {
  draftComplete,
  type GeometryDraftShape,
  geometryFromDraft,
  modelNameOf,
  modelPlacementAt,
} from "@orbis/core/tours";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { FetchFile } from "../../api/fileFetcher";
import { ImagePresets } from "./ImagePresets";
import { ModelCatalogue } from "./ModelCatalogue";

/** What geometries and models need from the editor. */
export interface EditorAssetsDeps {
  readonly api: OrbisApi;
  readonly tourId: () => string | null;
  readonly newId: () => string;
  readonly log: (message: string, error: unknown) => void;
  /** Reads a preset's image, to store a copy of it as an area's own. */
  readonly fetchFile: FetchFile;
}

/** Where a model goes: a scene and a direction clicked there. */
export interface PlacementSpot {
  readonly sceneId: string;
  readonly point: SphericalPoint;
}

/**
 * Geometries and 3D models of the tour being edited. Unlike the scene document they are saved at
 * once, each by its own call (`PUT /tours/{id}/geometries`, `POST /tour/{id}/model`).
 */
export class EditorAssets {
  geometries: Geometry[] = [];
  models: Model[] = [];
  drawing: GeometryDraftShape | null = null;
  /** The model catalogue the picker shows, by category and page. */
  readonly catalogue: ModelCatalogue;
  /** The ready-made images offered beside an area's image upload. */
  readonly presets: ImagePresets;
  pendingSpot: PlacementSpot | null = null;
  busy = false;

  constructor(private readonly deps: EditorAssetsDeps) {
    this.catalogue = new ModelCatalogue({ api: deps.api, log: deps.log });
    this.presets = new ImagePresets({ api: deps.api, log: deps.log });
    makeAutoObservable<EditorAssets, "deps">(this, {
      deps: false,
      catalogue: false,
      presets: false,
    });
  }

  reset(tour: Tour): void {
    this.geometries = tour.geometries;
    this.models = tour.models;
    this.drawing = null;
    this.pendingSpot = null;
  }

  /** Starts drawing a shape, or adds a clicked vertex to the one being drawn. */
  startDrawing(type: GeometryDraftShape["type"]): void {
    this.drawing = { type, vertices: [] };
  }

  addVertex(point: SphericalPoint): void {
    if (this.drawing !== null)
      this.drawing = { ...this.drawing, vertices: [...this.drawing.vertices, point] };
  }

  cancelDrawing(): void {
    this.drawing = null;
  }

  /** Whether the shape drawn so far can be kept (core's vertex counts). */
  get drawingComplete(): boolean {
    return this.drawing !== null && draftComplete(this.drawing);
  }

  /** Keeps the shape being drawn in `sceneId`, saving every geometry of the tour. */
  async finishDrawing(sceneId: string, title: string | null): Promise<boolean> {
    const d = this.drawing;
    if (d === null || !this.drawingComplete) return false;
    const geometry = geometryFromDraft(d, this.deps.newId(), sceneId, title);
    const { ok } = await this.saveGeometries([...this.geometries, geometry]);
    if (ok) runInAction(() => (this.drawing = null));
    return ok;
  }

  async deleteGeometry(geometryId: string): Promise<boolean> {
    const id = this.deps.tourId();
    if (id === null) return false;
    try {
      await this.deps.api.deleteTourGeometry({ params: { id, geometryId }, body: { useType: 0 } });
      runInAction(() => {
        this.geometries = this.geometries.filter((g) => g.id !== geometryId);
      });
      return true;
    } catch (error) {
      this.deps.log("geometry delete failed", error);
      return false;
    }
  }

  /**
   * Fills area `geometryId` with an image file (stored by the server as the tour's own), or
   * takes its image away (null). A file the server refuses comes back as `refused`, for the
   * picker to say (the global snackbar leaves file refusals to it).
   */
  async setFillImage(
    geometryId: string,
    image: File | null,
  ): Promise<{ ok: boolean; refused?: AppError }> {
    // The server reads a fill image that is no link as the name of a file part of the request.
    const list = this.geometries.map((g) =>
      g.id === geometryId ? { ...g, style: { ...g.style, fillImage: image?.name ?? null } } : g,
    );
    return this.saveGeometries(list, image === null ? [] : [image]);
  }

  /**
   * Fills area `geometryId` with a ready-made image: a copy of the preset's file, so the area
   * keeps its image when the catalogue's files change (their keys name their content).
   */
  async setFillPreset(
    geometryId: string,
    preset: ImagePreset,
  ): Promise<{ ok: boolean; refused?: AppError }> {
    let blob: Blob;
    try {
      blob = await this.deps.fetchFile(preset.url);
    } catch (error) {
      this.deps.log("image preset download failed", error);
      return { ok: false };
    }
    const file = new File([blob], `${preset.id}.png`, { type: blob.type || "image/png" });
    return this.setFillImage(geometryId, file);
  }

  private async saveGeometries(
    list: readonly Geometry[],
    images: readonly File[] = [],
  ): Promise<{ ok: boolean; refused?: AppError }> {
    const id = this.deps.tourId();
    if (id === null) return { ok: false };
    const body = new FormData();
    body.append("geometries", JSON.stringify(list));
    for (const image of images) body.append("images", image, image.name);
    try {
      const saved = await this.deps.api.saveTourGeometries({ params: { id }, body });
      runInAction(() => {
        this.geometries = saved;
      });
      return { ok: true };
    } catch (error) {
      this.deps.log("geometries save failed", error);
      return isFileRefusal(error) ? { ok: false, refused: error } : { ok: false };
    }
  }

  /** Places a catalogue model at the clicked spot. */
  async addCatalogueModel(item: ModelCatalogueItem): Promise<boolean> {
    return this.addModel({ name: item.name, catalogueId: item.id });
  }

  /**
   * Uploads a GLB/glTF file, has the server validate it, and places it at the clicked spot.
   * Returns the validator's first error, or the server's refusal, when the file is refused.
   */
  async addUploadedModel(file: File): Promise<{ ok: boolean; problem?: string }> {
    const id = this.deps.tourId();
    if (id === null) return { ok: false };
    this.busy = true;
    try {
      const body = new FormData();
      body.append("files", file, file.name);
      const [stored] = await this.deps.api.uploadTourFiles({
        params: { id },
        query: { overwrite: false },
        body,
      });
      if (stored === undefined || stored.kind !== "model") return { ok: false };
      const check = await this.deps.api.verifyTourModel({
        params: { id },
        body: { filePath: stored.path },
      });
      if (!check.valid) {
        const first = check.issues.find((i) => i.severity === "error");
        return { ok: false, problem: first?.message ?? "invalid" };
      }
      return { ok: await this.addModel({ name: modelNameOf(file.name), filePath: stored.path }) };
    } catch (error) {
      this.deps.log("model upload failed", error);
      // A refused file is said here, once, in the server's words: the global snackbar leaves it.
      return isFileRefusal(error) ? { ok: false, problem: error.message } : { ok: false };
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async deleteModel(modelId: string): Promise<boolean> {
    const id = this.deps.tourId();
    if (id === null) return false;
    try {
      await this.deps.api.deleteTourModel({ params: { id, modelId } });
      runInAction(() => {
        this.models = this.models.filter((m) => m.id !== modelId);
      });
      return true;
    } catch (error) {
      this.deps.log("model delete failed", error);
      return false;
    }
  }

  private async addModel(
    source: { name: string } & ({ catalogueId: string } | { filePath: string }),
  ): Promise<boolean> {
    const id = this.deps.tourId();
    const spot = this.pendingSpot;
    if (id === null || spot === null) return false;
    try {
      const model = await this.deps.api.addTourModel({
        params: { id },
        body: { ...source, ...modelPlacementAt(spot.sceneId, spot.point) },
      });
      runInAction(() => {
        this.models = [...this.models, model];
        this.pendingSpot = null;
      });
      return true;
    } catch (error) {
      this.deps.log("model placement failed", error);
      return false;
    }
  }
}
