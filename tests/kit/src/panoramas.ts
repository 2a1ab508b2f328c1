import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

/*
 * Equirectangular JPEGs made on each run (nothing committed): detailed enough that the encoder
 * cannot shrink them to nothing and every cube tile differs from its neighbours.
 */

/**
 * A deterministic 2:1 JPEG written to `path`: seeded noise over a gradient, so each seed gives
 * different bytes (a different SHA-256).
 */
export const makePanorama = async (path: string, seed: number, width = 1024): Promise<string> => {
  const height = width / 2;
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const x = (i / 3) % width;
    pixels[i] = ((state >>> 0) & 0x7f) + Math.floor((x / width) * 128);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(path);
  return path;
};

/** `count` panoramas `pano-1.jpg…` in `dir`, seeds starting at `firstSeed`. */
export const makePanoramas = async (
  dir: string,
  count: number,
  firstSeed = 1,
  width = 1024,
): Promise<string[]> => {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  for (let i = 0; i < count; i++)
    paths.push(await makePanorama(join(dir, `pano-${i + 1}.jpg`), firstSeed + i, width));
  return paths;
};

/** An SVG overlay: grid lines every 128 px and the label repeated along the horizon. */
const overlay = (width: number, label: string, colour: string): Buffer => {
  const height = width / 2;
  const lines: string[] = [];
  for (let x = 0; x <= width; x += 128)
    lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}" />`);
  for (let y = 0; y <= height; y += 128)
    lines.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" />`);
  const labels = [0, 1, 2, 3].map(
    (k) =>
      `<text x="${(k * width) / 4 + 40}" y="${height / 2 + 24 * (k % 2 ? 1 : -1)}">${label} ${k + 1}</text>`,
  );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g stroke="${colour}" stroke-width="3" opacity="0.6">${lines.join("")}</g>` +
      `<g font-family="DejaVu Sans" font-size="64" fill="#fff" stroke="#000" stroke-width="2">${labels.join("")}</g>` +
      "</svg>",
  );
};

/**
 * A panorama a screenshot tells apart: grain tinted by `tint` (per-channel gains), a grid in
 * `colour` and `label` written around the horizon.
 */
export const makeLabelledPanorama = async (
  file: string,
  label: string,
  tint: readonly [number, number, number],
  colour: string,
  width = 2048,
): Promise<string> => {
  await sharp({
    create: {
      width,
      height: width / 2,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .linear([...tint], [0, 0, 0])
    .composite([{ input: overlay(width, label, colour) }])
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
};

/** Two labelled panoramas, a warm "Lobby" and a cool "Garden", in a fresh temp folder. */
export const makeTwoPanoramas = async (): Promise<{
  readonly dir: string;
  readonly files: readonly [string, string];
}> => {
  const dir = await mkdtemp(join(tmpdir(), "orbis-panoramas-"));
  const files = [
    await makeLabelledPanorama(join(dir, "lobby.jpg"), "Lobby", [1.25, 0.8, 0.5], "#ffd27f"),
    await makeLabelledPanorama(join(dir, "garden.jpg"), "Garden", [0.5, 1.1, 1.2], "#7fd3ff"),
  ] as const;
  return { dir, files };
};
