import type { View } from "@orbis/core/contract";
import {
  type Camera,
  cameraOf,
  clampView,
  DEFAULT_LIMITS,
  normalizeYaw,
  type ViewLimits,
  type Viewport,
} from "../math/view";

/** Called with the camera of every drawn frame. */
export type FrameListener = (camera: Camera) => void;

interface Tween {
  readonly from: View;
  readonly to: View;
  readonly start: number;
  readonly duration: number;
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * The view of a panorama and its frame loop, outside React: gestures change the view many times
 * a second, and re-rendering components that often would cost more than the drawing itself.
 * Frames are drawn on demand (a change, a texture, an animation) in `requestAnimationFrame`, and
 * every frame's camera goes to the listeners (the renderer, the marker and geometry overlays).
 */
export class ViewController {
  private current: View;
  private size: Viewport = { width: 1, height: 1 };
  private readonly listeners = new Set<FrameListener>();
  private scheduled = 0;
  private lastTime = 0;
  private tween: Tween | null = null;
  private inFrame = false;
  private lastCamera: Camera | null = null;
  private changed = false;
  /** Degrees per second of autorotation; 0 stops it. */
  autorotate = 0;
  limits: ViewLimits = DEFAULT_LIMITS;
  /** Called after frames that moved the view. */
  onViewChange: ((view: View) => void) | undefined;

  constructor(initial: View) {
    this.current = clampView(initial, this.limits);
  }

  /** The current view. */
  get view(): View {
    return this.current;
  }

  /** The current viewport in CSS pixels. */
  get viewport(): Viewport {
    return this.size;
  }

  /** The camera of the current view and viewport. */
  get camera(): Camera {
    this.lastCamera ??= cameraOf(this.current, this.size);
    return this.lastCamera;
  }

  /** Moves the view at once (a gesture, a scene change). */
  setView(view: View): void {
    this.tween = null;
    this.apply(view);
  }

  /** Turns to a view over `duration` ms. */
  animateTo(to: View, duration = 600): void {
    const from = this.current;
    // The short way round.
    const dyaw = normalizeYaw(to.yaw - from.yaw);
    this.tween = {
      from,
      to: { ...to, yaw: from.yaw + dyaw },
      start: performance.now(),
      duration,
    };
    this.invalidate();
  }

  /** Sets the viewport size (CSS pixels). */
  setViewport(viewport: Viewport): void {
    if (viewport.width === this.size.width && viewport.height === this.size.height) return;
    this.size = viewport;
    this.lastCamera = null;
    this.invalidate();
  }

  /** The visitor took over: stops autorotation and any animation. */
  interrupt(): void {
    this.autorotate = 0;
    this.tween = null;
  }

  /** Adds a frame listener; returns its removal. */
  subscribe(listener: FrameListener): () => void {
    this.listeners.add(listener);
    this.invalidate();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Schedules a frame (at most one is pending). */
  invalidate(): void {
    if (this.inFrame || this.scheduled !== 0 || typeof requestAnimationFrame !== "function") return;
    this.scheduled = requestAnimationFrame((time) => this.frame(time));
  }

  /** Stops the loop. */
  dispose(): void {
    if (this.scheduled !== 0) cancelAnimationFrame(this.scheduled);
    this.scheduled = 0;
    this.listeners.clear();
  }

  private apply(view: View): void {
    this.current = clampView(view, this.limits);
    this.lastCamera = null;
    this.changed = true;
    this.invalidate();
  }

  private frame(time: number): void {
    this.scheduled = 0;
    this.inFrame = true;
    let animating = false;
    try {
      animating = this.step(time);
      const camera = this.camera;
      for (const listener of this.listeners) listener(camera);
      if (this.changed) {
        this.changed = false;
        this.onViewChange?.(this.current);
      }
    } finally {
      this.inFrame = false;
    }
    if (animating) this.invalidate();
    else this.lastTime = 0;
  }

  /** Advances the animation or the autorotation; true while either goes on. */
  private step(time: number): boolean {
    const dt = this.lastTime === 0 ? 0 : Math.min(0.1, (time - this.lastTime) / 1000);
    this.lastTime = time;
    if (this.tween !== null) {
      const { from, to, start, duration } = this.tween;
      const t = Math.min(1, (performance.now() - start) / duration);
      const k = ease(t);
      this.apply({
        yaw: from.yaw + (to.yaw - from.yaw) * k,
        pitch: from.pitch + (to.pitch - from.pitch) * k,
        fov: from.fov + (to.fov - from.fov) * k,
      });
      if (t < 1) return true;
      this.tween = null;
      return false;
    }
    if (this.autorotate === 0) return false;
    this.apply({ ...this.current, yaw: this.current.yaw + this.autorotate * dt });
    return true;
  }
}
