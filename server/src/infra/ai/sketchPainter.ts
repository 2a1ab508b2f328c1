import type { SketchPalette } from "@orbis/core/ai";

/** What the sketch painter needs: the size, the style's palette and the prompt's seed. */
export interface SketchOrder {
  readonly width: number;
  readonly height: number;
  readonly palette: SketchPalette;
  readonly seed: number;
}

/**
 * Paints an equirectangular landscape as interleaved RGB: a sky graded from horizon to zenith
 * with the sun's glow and clouds, two ridges of land, and the ground under the camera. Every
 * pixel is painted from its direction on the sphere (the clouds and the ground's texture are
 * noise sampled in 3-D, the ridges noise on a circle), so the picture has no seam and no pinch at
 * the poles by construction. The same order always gives the same bytes.
 *
 * Self-contained (no imports, no closures over module scope): it also runs as a worker's source
 * text (see `sketchGenerator.ts`).
 */
export const paintSketch = (order: SketchOrder): Uint8Array => {
  const { width, height, palette, seed } = order;

  // mulberry32: a small seeded generator; the seed fixes every random choice below.
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  // Value noise on a 256³ lattice, smoothly interpolated.
  const perm = new Uint8Array(512);
  const values = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    perm[i] = i;
    values[i] = random();
  }
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = perm[i] as number;
    perm[i] = perm[j] as number;
    perm[j] = swap;
  }
  for (let i = 0; i < 256; i++) perm[i + 256] = perm[i] as number;
  const lattice = (x: number, y: number, z: number): number =>
    values[
      perm[(perm[(perm[x & 255] as number) + (y & 255)] as number) + (z & 255)] as number
    ] as number;
  const fade = (t: number): number => t * t * (3 - 2 * t);
  const noise = (x: number, y: number, z: number): number => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const zi = Math.floor(z);
    const u = fade(x - xi);
    const v = fade(y - yi);
    const w = fade(z - zi);
    const a = lattice(xi, yi, zi) + u * (lattice(xi + 1, yi, zi) - lattice(xi, yi, zi));
    const b = lattice(xi, yi + 1, zi) + u * (lattice(xi + 1, yi + 1, zi) - lattice(xi, yi + 1, zi));
    const c = lattice(xi, yi, zi + 1) + u * (lattice(xi + 1, yi, zi + 1) - lattice(xi, yi, zi + 1));
    const d =
      lattice(xi, yi + 1, zi + 1) +
      u * (lattice(xi + 1, yi + 1, zi + 1) - lattice(xi, yi + 1, zi + 1));
    const near = a + v * (b - a);
    const far = c + v * (d - c);
    return near + w * (far - near);
  };
  /** Fractal noise in [0, 1]: `octaves` layers, each twice as fine and half as strong. */
  const fbm = (x: number, y: number, z: number, octaves: number): number => {
    let sum = 0;
    let amplitude = 0.5;
    let total = 0;
    let scale = 1;
    for (let o = 0; o < octaves; o++) {
      sum += amplitude * noise(x * scale + o * 17.1, y * scale, z * scale);
      total += amplitude;
      amplitude *= 0.5;
      scale *= 2;
    }
    return sum / total;
  };
  const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));
  const smooth = (edge0: number, edge1: number, t: number): number =>
    fade(clamp01((t - edge0) / (edge1 - edge0)));

  const degree = Math.PI / 180;
  const sunAzimuth = random() * 2 * Math.PI;
  const sunElevation = palette.sunElevation * degree;
  const sun = [
    Math.cos(sunElevation) * Math.sin(sunAzimuth),
    Math.sin(sunElevation),
    Math.cos(sunElevation) * Math.cos(sunAzimuth),
  ] as const;
  const cloudOffset = random() * 100;
  const landOffset = random() * 100;
  const dark = (palette.zenith[0] + palette.zenith[1] + palette.zenith[2]) / 3 < 40;

  // The ridges' heights per column: noise around a circle, so the first and last columns agree.
  const farRidge = new Float32Array(width);
  const nearRidge = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const lon = ((x + 0.5) / width) * 2 * Math.PI - Math.PI;
    const cx = Math.cos(lon);
    const cz = Math.sin(lon);
    const relief = palette.relief * 20 * degree;
    // Mountains where the noise runs high, low hills between them.
    farRidge[x] =
      relief * (0.08 + 0.92 * smooth(0.35, 0.75, fbm(cx * 2.2, landOffset, cz * 2.2, 6)));
    nearRidge[x] =
      relief * (0.45 * smooth(0.3, 0.8, fbm(cx * 3.7, landOffset + 40, cz * 3.7, 5)) - 0.1);
  }

  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const lat = Math.PI / 2 - ((y + 0.5) / height) * Math.PI;
    const cosLat = Math.cos(lat);
    const sinLat = Math.sin(lat);
    for (let x = 0; x < width; x++) {
      const lon = ((x + 0.5) / width) * 2 * Math.PI - Math.PI;
      const dx = cosLat * Math.sin(lon);
      const dy = sinLat;
      const dz = cosLat * Math.cos(lon);
      let r: number;
      let g: number;
      let b: number;
      if (lat > (farRidge[x] as number)) {
        // Sky: horizon to zenith, the sun's glow, clouds lit on the sun's side.
        const up = clamp01(lat / (Math.PI / 2)) ** 0.6;
        r = palette.horizon[0] + up * (palette.zenith[0] - palette.horizon[0]);
        g = palette.horizon[1] + up * (palette.zenith[1] - palette.horizon[1]);
        b = palette.horizon[2] + up * (palette.zenith[2] - palette.horizon[2]);
        const facing = dx * sun[0] + dy * sun[1] + dz * sun[2];
        const glow = 0.55 * Math.exp((facing - 1) * 9) + (facing > 0.99985 ? 1 : 0);
        r += glow * (palette.sun[0] - r);
        g += glow * (palette.sun[1] - g);
        b += glow * (palette.sun[2] - b);
        if (dark && noise(dx * 380, dy * 380 + 7, dz * 380) > 0.985) {
          const star = 0.5 + 0.5 * noise(dx * 90, dy * 90, dz * 90);
          r += star * (255 - r);
          g += star * (255 - g);
          b += star * (255 - b);
        }
        if (palette.cloudCover > 0) {
          const n = fbm(dx * 2.6 + cloudOffset, dy * 5.2, dz * 2.6, 5);
          const threshold = 1 - palette.cloudCover;
          const cover = smooth(threshold * 0.7, threshold * 0.7 + 0.22, n) * 0.9;
          const lit = 0.75 + 0.25 * clamp01(facing);
          r += cover * (palette.clouds[0] * lit - r);
          g += cover * (palette.clouds[1] * lit - g);
          b += cover * (palette.clouds[2] * lit - b);
        }
      } else if (lat > (nearRidge[x] as number)) {
        // The far ridge, textured, hazed toward the horizon's colour.
        const shade = 0.8 + 0.4 * fbm(dx * 9 + landOffset, dy * 9, dz * 9, 4);
        const haze = 0.35;
        r = palette.farLand[0] * shade;
        g = palette.farLand[1] * shade;
        b = palette.farLand[2] * shade;
        r += haze * (palette.horizon[0] - r);
        g += haze * (palette.horizon[1] - g);
        b += haze * (palette.horizon[2] - b);
      } else {
        // The near land, turning into the ground under the camera.
        const down = clamp01(((nearRidge[x] as number) - lat) / (Math.PI / 2.5));
        const shade =
          (0.72 + 0.5 * fbm(dx * 14 + landOffset, dy * 14, dz * 14, 4)) * (1 - 0.25 * down);
        r = (palette.nearLand[0] + down * (palette.ground[0] - palette.nearLand[0])) * shade;
        g = (palette.nearLand[1] + down * (palette.ground[1] - palette.nearLand[1])) * shade;
        b = (palette.nearLand[2] + down * (palette.ground[2] - palette.nearLand[2])) * shade;
      }
      const at = (y * width + x) * 3;
      out[at] = Math.min(255, Math.max(0, r));
      out[at + 1] = Math.min(255, Math.max(0, g));
      out[at + 2] = Math.min(255, Math.max(0, b));
    }
  }
  return out;
};
