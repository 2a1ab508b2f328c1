import type { CatalogueModelDef } from "./catalogueTypes";
import { dot, flatShade, translate, type Vec3 } from "./meshes";

/*
 * A catalogue thumbnail drawn without a renderer: the model's own triangles, seen from the front
 * right and above in parallel projection, shaded by one light and painted far to near as SVG
 * polygons. Good enough for a picker, and always a picture of the very model that is shipped.
 */

const unit = (v: Vec3): Vec3 => {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
};

const YAW = (35 * Math.PI) / 180;
const PITCH = (25 * Math.PI) / 180;
/** Towards the camera. */
const TOWARDS: Vec3 = [
  Math.sin(YAW) * Math.cos(PITCH),
  Math.sin(PITCH),
  Math.cos(YAW) * Math.cos(PITCH),
];
const RIGHT: Vec3 = unit([TOWARDS[2], 0, -TOWARDS[0]]);
const UP: Vec3 = [
  TOWARDS[1] * RIGHT[2] - TOWARDS[2] * RIGHT[1],
  TOWARDS[2] * RIGHT[0] - TOWARDS[0] * RIGHT[2],
  TOWARDS[0] * RIGHT[1] - TOWARDS[1] * RIGHT[0],
];
const LIGHT = unit([0.4, 0.9, 0.55]);

const shaded = (hex: string, factor: number): string => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.min(255, Math.round(((value >> shift) & 255) * factor))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
};

interface Face {
  readonly points: [number, number][];
  readonly depth: number;
  readonly fill: string;
}

/** The SVG thumbnail of a model, `size` pixels square, transparent around the model. */
export const modelThumbnailSvg = (def: CatalogueModelDef, size: number): string => {
  const faces: Face[] = [];
  for (const part of def.parts) {
    const flat = flatShade(translate(part.mesh, part.at));
    for (let v = 0; v < flat.positions.length; v += 9) {
      const normal: Vec3 = [
        flat.normals[v] ?? 0,
        flat.normals[v + 1] ?? 0,
        flat.normals[v + 2] ?? 0,
      ];
      if (dot(normal, TOWARDS) <= 1e-6) continue; // faces away: hidden
      const corners = [0, 3, 6].map(
        (k) =>
          [
            flat.positions[v + k] ?? 0,
            flat.positions[v + k + 1] ?? 0,
            flat.positions[v + k + 2] ?? 0,
          ] as Vec3,
      );
      faces.push({
        points: corners.map((c) => [dot(c, RIGHT), -dot(c, UP)]),
        depth: corners.reduce((sum, c) => sum + dot(c, TOWARDS), 0) / 3,
        fill: shaded(part.paint.color, 0.55 + 0.5 * Math.max(0, dot(normal, LIGHT))),
      });
    }
  }
  const xs = faces.flatMap((f) => f.points.map((p) => p[0]));
  const ys = faces.flatMap((f) => f.points.map((p) => p[1]));
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const pad = size * 0.08;
  const scale = (size - 2 * pad) / Math.max(maxX - minX, maxY - minY);
  const offX = (size - (maxX - minX) * scale) / 2;
  const offY = (size - (maxY - minY) * scale) / 2;
  const at = ([x, y]: [number, number]) =>
    `${((x - minX) * scale + offX).toFixed(1)},${((y - minY) * scale + offY).toFixed(1)}`;
  // Far faces first, so nearer ones paint over them.
  const polygons = faces
    .sort((a, b) => a.depth - b.depth)
    .map(
      (f) =>
        `<polygon points="${f.points.map(at).join(" ")}" fill="${f.fill}" stroke="${f.fill}" stroke-width="0.6" stroke-linejoin="round"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${polygons.join("")}</svg>`;
};
