import type { SceneTiles } from "@orbis/core/contract";
import { levelLayouts } from "@orbis/core/panorama";
import { chooseLevels, DESKTOP_LIMITS, type DeviceLimits, type LevelChoice } from "../math/levels";
import { planTiles, tileOfKey } from "../math/tilePlan";
import { type Tile, tileCorners } from "../math/tiles";
import type { Camera } from "../math/view";
import { type Drawable, GlScene } from "./GlScene";
import { type TextureSource, viewProjection } from "./glUtil";
import { loadImage, releaseImage } from "./loadImage";
import { TileQueue, type Wanted } from "./TileQueue";

/** What the renderer needs of a scene. */
export interface RendererScene {
  readonly id: string;
  readonly previewUrl: string | null;
  readonly tiles: SceneTiles | null;
}

/** Options of the renderer. */
export interface RendererOptions {
  readonly limits?: DeviceLimits;
  /** Called when something new can be drawn (a texture arrived): schedule a frame. */
  readonly onChange?: () => void;
  /** Called once per scene, after the first frame that shows any of its pixels. */
  readonly onFirstFrame?: (sceneId: string) => void;
}

interface HeldTile extends Drawable {
  readonly tile: Tile;
  readonly bytes: number;
  drawnAt: number;
}

const PREVIEW_KEY = "preview";
const UVS = [0, 0, 1, 0, 1, 1, 0, 1];

/**
 * Draws a scene: the equirect preview first (one small image: the quickest first frame, and
 * nothing else loads until it is in), then cube tiles of the pyramid over it: level 1, the
 * whole sphere at the level the device can hold, and the sharper levels for the tiles in view.
 */
export class PanoramaRenderer {
  private readonly gl: WebGLRenderingContext;
  private readonly glScene: GlScene;
  private readonly tiles = new Map<string, HeldTile>();
  private readonly queue: TileQueue<TextureSource>;
  private readonly limits: DeviceLimits;
  private scene: RendererScene | null = null;
  private preview: Drawable | null = null;
  private drawnScene: string | null = null;
  private frame = 0;
  private lastLevels: LevelChoice | null = null;
  /** Called when something new can be drawn (a texture arrived): schedule a frame. */
  onChange: () => void;
  /** Called once per scene, after the first frame that shows any of its pixels. */
  onFirstFrame: ((sceneId: string) => void) | undefined;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    options: RendererOptions = {},
  ) {
    this.onChange = options.onChange ?? (() => {});
    this.onFirstFrame = options.onFirstFrame;
    const gl = canvas.getContext("webgl", {
      alpha: false,
      antialias: false,
      depth: false,
      stencil: false,
      powerPreference: "default",
    });
    if (gl === null) throw new Error("This browser cannot draw WebGL.");
    this.gl = gl;
    const base = options.limits ?? DESKTOP_LIMITS;
    const maxTexture = gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;
    this.limits = { ...base, maxTextureSize: Math.min(base.maxTextureSize, maxTexture) };
    this.glScene = new GlScene(gl);
    this.queue = new TileQueue(loadImage, (key, image) => this.upload(key, image));
  }

  /** The levels chosen at the last frame (for display and tests). */
  get levels(): LevelChoice | null {
    return this.lastLevels;
  }

  /** The scene whose first frame has been drawn, if the current one's has. */
  get shownScene(): string | null {
    return this.drawnScene;
  }

  /** Number of tile textures held. */
  get tileCount(): number {
    return this.tiles.size;
  }

  /** Switches to a scene (null: nothing), dropping the previous scene's textures. */
  setScene(scene: RendererScene | null): void {
    const same =
      scene?.id === this.scene?.id && scene?.tiles?.baseUrl === this.scene?.tiles?.baseUrl;
    if (same && scene !== null) return;
    this.queue.clear();
    for (const t of this.tiles.values()) this.glScene.free(t);
    this.tiles.clear();
    if (this.preview !== null) this.glScene.free(this.preview);
    this.preview = null;
    this.scene = scene;
    this.drawnScene = null;
    this.lastLevels = null;
    this.onChange();
  }

  /** Draws a frame for a camera at a device pixel ratio, and asks for the images it lacks. */
  render(camera: Camera, pixelRatio: number): void {
    const width = Math.max(1, Math.round(camera.viewport.width * pixelRatio));
    const height = Math.max(1, Math.round(camera.viewport.height * pixelRatio));
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    this.frame += 1;
    const { right, up, forward, tanX, tanY } = camera;
    this.glScene.begin(width, height, viewProjection(right, up, forward, tanX, tanY));
    const drew = this.drawScene(camera, width);
    if (drew && this.drawnScene === null && this.scene !== null) {
      this.drawnScene = this.scene.id;
      this.onFirstFrame?.(this.scene.id);
    }
  }

  /** Releases every GPU resource; the renderer cannot be used afterwards. */
  destroy(): void {
    this.setScene(null);
    this.glScene.destroy();
    this.gl.getExtension("WEBGL_lose_context")?.loseContext();
  }

  private drawScene(camera: Camera, pixelWidth: number): boolean {
    const scene = this.scene;
    const tiles = scene?.tiles;
    const previewPending =
      scene?.previewUrl != null && this.preview === null && !this.queue.hasFailed(PREVIEW_KEY);
    const previewWanted: Wanted[] =
      previewPending && scene?.previewUrl != null
        ? [{ key: PREVIEW_KEY, url: scene.previewUrl, priority: 0 }]
        : [];
    if (previewPending || tiles == null) {
      // The preview alone first: tiles decoding beside it would only delay the first frame.
      this.queue.want(previewWanted, () => false);
      if (this.preview !== null) this.glScene.draw(this.preview);
      return this.preview !== null;
    }
    const fov = (2 * Math.atan(camera.tanX) * 180) / Math.PI;
    const levels = chooseLevels(tiles, this.limits, pixelWidth, fov);
    this.lastLevels = levels;
    const plan = planTiles(tiles, levels, camera, (key) => this.tiles.has(key));
    if (plan.preview && this.preview !== null) this.glScene.draw(this.preview);
    for (const t of plan.draw) {
      const held = this.tiles.get(t.key);
      if (held === undefined) continue;
      this.glScene.draw(held);
      held.drawnAt = this.frame;
    }
    const wanted = plan.want.map((t, i) => ({
      key: t.key,
      url: `${tiles.baseUrl}/${t.key}`,
      priority: i,
    }));
    this.queue.want(wanted, (key) => this.tiles.has(key));
    this.evict(levels);
    return (plan.preview && this.preview !== null) || plan.draw.length > 0;
  }

  private upload(key: string, image: TextureSource): void {
    const tiles = this.scene?.tiles;
    if (key === PREVIEW_KEY) this.preview = this.glScene.preview(image);
    const tile = tileOfKey(key);
    const level = tile && tiles ? levelLayouts(tiles)[tile.level - 1] : undefined;
    if (tile !== undefined && tiles != null && level !== undefined) {
      const corners = tileCorners(tiles, level, tile);
      const vertices = new Float32Array(
        corners.flatMap((c, i) => [...c, UVS[2 * i] ?? 0, UVS[2 * i + 1] ?? 0]),
      );
      const drawable = this.glScene.quad(image, vertices);
      const bytes = image.width * image.height * 4;
      this.tiles.set(key, { ...drawable, tile, bytes, drawnAt: this.frame });
    }
    releaseImage(image);
    this.onChange();
  }

  /** Frees the tiles sharper than the sphere level that have been out of view longest. */
  private evict(levels: LevelChoice): void {
    const cap = 2 * this.limits.sphereBudgetBytes;
    let total = 0;
    for (const t of this.tiles.values()) total += t.bytes;
    if (total <= cap) return;
    const candidates = [...this.tiles.values()]
      .filter((t) => t.tile.level > levels.sphere && t.drawnAt < this.frame)
      .sort((a, b) => a.drawnAt - b.drawnAt);
    for (const t of candidates) {
      if (total <= cap) break;
      total -= t.bytes;
      this.glScene.free(t);
      this.tiles.delete(t.tile.key);
    }
  }
}
