import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

/*
 * Real equirectangular JPEGs for the uploads, made on each run (nothing committed): 2:1, with
 * grain, a tint per scene, a grid and the scene's name written around the horizon, so every
 * cube tile differs from its neighbours and a screenshot tells the two scenes apart.
 */

const WIDTH = 2048;
const HEIGHT = WIDTH / 2;

/** An SVG overlay: grid lines every 128 px and the label repeated along the horizon. */
const overlay = (label: string, colour: string): Buffer => {
  const lines: string[] = [];
  for (let x = 0; x <= WIDTH; x += 128)
    lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}" />`);
  for (let y = 0; y <= HEIGHT; y += 128)
    lines.push(`<line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}" />`);
  const labels = [0, 1, 2, 3].map(
    (k) =>
      `<text x="${k * 512 + 40}" y="${HEIGHT / 2 + 24 * (k % 2 ? 1 : -1)}">${label} ${k + 1}</text>`,
  );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<g stroke="${colour}" stroke-width="3" opacity="0.6">${lines.join("")}</g>` +
      `<g font-family="DejaVu Sans" font-size="64" fill="#fff" stroke="#000" stroke-width="2">${labels.join("")}</g>` +
      "</svg>",
  );
};

/** Writes one panorama: grain tinted by `tint` (per-channel gains) under the overlay. */
const writePanorama = async (
  file: string,
  label: string,
  tint: readonly [number, number, number],
  colour: string,
): Promise<string> => {
  await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .linear([...tint], [0, 0, 0])
    .composite([{ input: overlay(label, colour) }])
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
};

/** Two panoramas, a warm "Lobby" and a cool "Garden", in a fresh temp folder. */
export const makeTwoPanoramas = async (): Promise<{
  readonly dir: string;
  readonly files: readonly [string, string];
}> => {
  const dir = await mkdtemp(join(tmpdir(), "orbis-e2e-panoramas-"));
  const files = [
    await writePanorama(join(dir, "lobby.jpg"), "Lobby", [1.25, 0.8, 0.5], "#ffd27f"),
    await writePanorama(join(dir, "garden.jpg"), "Garden", [0.5, 1.1, 1.2], "#7fd3ff"),
  ] as const;
  return { dir, files };
};
