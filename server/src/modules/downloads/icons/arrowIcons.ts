import { line, type MarkerIcon, type Point, path, polyline, turn } from "./iconDrawing";

/** The eight compass directions, clockwise from up, with the angle each arrow is turned by. */
const DIRECTIONS = [
  ["up", "Up", 0],
  ["up-right", "Up right", 45],
  ["right", "Right", 90],
  ["down-right", "Down right", 135],
  ["down", "Down", 180],
  ["down-left", "Down left", 225],
  ["left", "Left", 270],
  ["up-left", "Up left", 315],
] as const;

/** The upward arrow every direction is turned from: a shaft and its head. */
const SHAFT: readonly [Point, Point] = [
  [12, 19],
  [12, 5],
];
const HEAD: readonly Point[] = [
  [5, 12],
  [12, 5],
  [19, 12],
];

const arrow = (degrees: number): string =>
  line(turn(SHAFT[0], degrees), turn(SHAFT[1], degrees)) +
  polyline(HEAD.map((p) => turn(p, degrees)));

/** "Arrows": the eight directions, go on, turn back, and turning either way. */
export const arrowIcons: readonly MarkerIcon[] = [
  ...DIRECTIONS.map(([id, title, degrees]) => ({
    id: `arrow-${id}`,
    title: `Arrow ${title.toLowerCase()}`,
    body: arrow(degrees),
  })),
  {
    id: "go-forward",
    title: "Go forward",
    body:
      polyline([
        [7, 11],
        [12, 6],
        [17, 11],
      ]) +
      polyline([
        [7, 18],
        [12, 13],
        [17, 18],
      ]),
  },
  {
    id: "u-turn",
    title: "Turn back",
    body:
      path("M7 20V10a5 5 0 0 1 10 0v6") +
      polyline([
        [13, 12],
        [17, 16],
        [21, 12],
      ]),
  },
  {
    id: "turn-clockwise",
    title: "Turn clockwise",
    body:
      path("M21 12a9 9 0 1 1-3-6.7") +
      polyline([
        [21, 3],
        [21, 9],
        [15, 9],
      ]),
  },
  {
    id: "turn-counterclockwise",
    title: "Turn counterclockwise",
    body:
      path("M3 12a9 9 0 1 0 3-6.7") +
      polyline([
        [3, 3],
        [3, 9],
        [9, 9],
      ]),
  },
];
