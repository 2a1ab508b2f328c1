/*
 * The marker icons are drawn by code as 24 × 24 SVG line art in the common icon style (a 2 px
 * round stroke in `currentColor`, no fill), so they take the colour of whatever shows them and
 * stay sharp at any size. The helpers keep coordinates to two decimals: the same code draws
 * the same bytes.
 */

/** A point of the 24 × 24 grid. */
export type Point = readonly [number, number];

/** One icon of a set: its file name (without `.svg`), English title and drawing. */
export interface MarkerIcon {
  readonly id: string;
  readonly title: string;
  /** The SVG elements inside the `<svg>`. */
  readonly body: string;
}

const round = (n: number): string => String(Math.round(n * 100) / 100);

/** `x,y x,y …` as polyline and polygon `points` want them. */
export const points = (ps: readonly Point[]): string =>
  ps.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");

/** A point turned by `degrees` clockwise around the centre of the grid (12, 12). */
export const turn = ([x, y]: Point, degrees: number): Point => {
  const a = (degrees * Math.PI) / 180;
  const [dx, dy] = [x - 12, y - 12];
  return [12 + dx * Math.cos(a) - dy * Math.sin(a), 12 + dx * Math.sin(a) + dy * Math.cos(a)];
};

export const polyline = (ps: readonly Point[]): string => `<polyline points="${points(ps)}"/>`;
export const polygon = (ps: readonly Point[]): string => `<polygon points="${points(ps)}"/>`;
export const line = (a: Point, b: Point): string =>
  `<line x1="${round(a[0])}" y1="${round(a[1])}" x2="${round(b[0])}" y2="${round(b[1])}"/>`;
export const circle = (cx: number, cy: number, r: number): string =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"/>`;
export const rect = (x: number, y: number, width: number, height: number, radius = 0): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}"${radius > 0 ? ` rx="${radius}"` : ""}/>`;
export const path = (d: string): string => `<path d="${d}"/>`;

/** A star of `tips` points around the centre, its tips `outer` and its notches `inner` away. */
export const star = (tips: number, outer: number, inner: number): Point[] =>
  Array.from({ length: tips * 2 }, (_, i) =>
    turn([12, 12 - (i % 2 === 0 ? outer : inner)], (180 / tips) * i),
  );

/** The whole file of an icon, with its title for screen readers. */
export const iconSvg = (icon: MarkerIcon): string =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"',
    ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">',
    `<title>${icon.title}</title>`,
    icon.body,
    "</svg>\n",
  ].join("");
