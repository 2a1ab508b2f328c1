import type { SphericalPoint } from "@orbis/core/contract";
import { type Vec3, yawPitchToDirection } from "@orbis/core/panorama";
import { cameraToScreen, toCamera } from "./projection";
import type { Camera } from "./view";

/*
 * Drawn geometries on the screen. An edge between two vertices is the great-circle arc between
 * their directions, which a rectilinear view shows as a straight line only while both ends are
 * in front; so edges are cut into short arcs, clipped against a plane just in front of the
 * camera, and only then projected. A polygon half behind the viewer keeps its visible half.
 */

/** Arcs are cut into pieces no longer than this many degrees. */
const STEP_DEGREES = 3;
/** The clipping plane, in camera z (a unit direction's cosine to the view axis). */
const NEAR = 0.01;

const slerp = (a: Vec3, b: Vec3, t: number): Vec3 => {
  const cos = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const angle = Math.acos(cos);
  if (angle < 1e-9) return a;
  const s = Math.sin(angle);
  const wa = Math.sin((1 - t) * angle) / s;
  const wb = Math.sin(t * angle) / s;
  return [wa * a[0] + wb * b[0], wa * a[1] + wb * b[1], wa * a[2] + wb * b[2]];
};

/** The vertices' directions with every edge cut into short arcs (closing edge included if `closed`). */
export const densify = (vertices: readonly SphericalPoint[], closed: boolean): Vec3[] => {
  const dirs = vertices.map(yawPitchToDirection);
  const out: Vec3[] = [];
  const edges = closed ? dirs.length : dirs.length - 1;
  for (let i = 0; i < edges; i++) {
    const a = dirs[i] as Vec3;
    const b = dirs[(i + 1) % dirs.length] as Vec3;
    const angle = Math.acos(Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2])));
    const steps = Math.max(1, Math.ceil((angle * 180) / Math.PI / STEP_DEGREES));
    for (let k = 0; k < steps; k++) out.push(slerp(a, b, k / steps));
  }
  if (!closed && dirs.length > 0) out.push(dirs[dirs.length - 1] as Vec3);
  return out;
};

const cut = (p: Vec3, q: Vec3): Vec3 => {
  const t = (NEAR - p[2]) / (q[2] - p[2]);
  return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]), NEAR];
};

/** A polygon in camera space clipped to z ≥ NEAR (Sutherland–Hodgman against one plane). */
const clipPolygon = (points: readonly Vec3[]): Vec3[] => {
  const out: Vec3[] = [];
  points.forEach((current, i) => {
    const previous = points[(i + points.length - 1) % points.length] as Vec3;
    const inside = current[2] >= NEAR;
    if (inside !== previous[2] >= NEAR) out.push(cut(previous, current));
    if (inside) out.push(current);
  });
  return out;
};

/** An open line in camera space clipped to z ≥ NEAR: the runs that stay in front. */
const clipLine = (points: readonly Vec3[]): Vec3[][] => {
  const runs: Vec3[][] = [];
  let run: Vec3[] = [];
  points.forEach((current, i) => {
    const previous = points[i - 1];
    const inside = current[2] >= NEAR;
    if (previous !== undefined && inside !== previous[2] >= NEAR) {
      const edge = cut(previous, current);
      run.push(edge);
      if (!inside) {
        runs.push(run);
        run = [];
      }
    }
    if (inside) run.push(current);
  });
  if (run.length > 1) runs.push(run);
  return runs.filter((r) => r.length > 1);
};

/** Screen points as an SVG path's data. */
const pathData = (points: readonly Vec3[], camera: Camera, closed: boolean): string => {
  const parts = points.map((p, i) => {
    const s = cameraToScreen(p, camera);
    return `${i === 0 ? "M" : "L"}${s.x.toFixed(1)} ${s.y.toFixed(1)}`;
  });
  return parts.join("") + (closed && parts.length > 0 ? "Z" : "");
};

/**
 * The SVG path data of a geometry for a camera: a polygon (`closed`) or a polyline; an empty
 * string when nothing of it is in front of the camera.
 */
export const geometryPath = (
  vertices: readonly SphericalPoint[],
  closed: boolean,
  camera: Camera,
): string => {
  const inCamera = densify(vertices, closed).map((d) => toCamera(d, camera));
  if (closed) {
    const clipped = clipPolygon(inCamera);
    return clipped.length >= 3 ? pathData(clipped, camera, true) : "";
  }
  return clipLine(inCamera)
    .map((run) => pathData(run, camera, false))
    .join("");
};
