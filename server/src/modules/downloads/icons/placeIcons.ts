import { circle, line, type MarkerIcon, path, polygon, polyline, rect, star } from "./iconDrawing";

/** "Points of interest": what a tour points its visitors to. */
export const placeIcons: readonly MarkerIcon[] = [
  {
    id: "pin",
    title: "Pin",
    body: path("M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z") + circle(12, 10, 2.5),
  },
  {
    id: "info",
    title: "Information",
    body: circle(12, 12, 10) + line([12, 16], [12, 11]) + line([12, 8], [12.01, 8]),
  },
  { id: "star", title: "Highlight", body: polygon(star(5, 10, 4.2)) },
  {
    id: "camera",
    title: "Photo spot",
    body: path("M3 8h4l2-3h6l2 3h4v11H3z") + circle(12, 13, 3.5),
  },
  {
    id: "exit",
    title: "Exit",
    body:
      path("M14 3H6v18h8") +
      line([10, 12], [21, 12]) +
      polyline([
        [17, 8],
        [21, 12],
        [17, 16],
      ]),
  },
  {
    id: "stairs",
    title: "Stairs",
    body: polyline([
      [3, 20],
      [8, 20],
      [8, 15],
      [13, 15],
      [13, 10],
      [18, 10],
      [18, 5],
      [21, 5],
    ]),
  },
  {
    id: "elevator",
    title: "Elevator",
    body:
      rect(5, 3, 14, 18, 2) +
      polyline([
        [9, 9],
        [12, 6],
        [15, 9],
      ]) +
      polyline([
        [9, 15],
        [12, 18],
        [15, 15],
      ]),
  },
  {
    id: "cafe",
    title: "Café",
    body:
      path("M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z") +
      path("M17 11h1.5a2.5 2.5 0 0 1 0 5H17") +
      line([8, 3], [8, 6]) +
      line([12, 3], [12, 6]),
  },
  {
    id: "parking",
    title: "Parking",
    body: rect(3, 3, 18, 18, 3) + path("M9 17V7h4a3 3 0 0 1 0 6H9"),
  },
  { id: "flag", title: "Start", body: path("M5 21V4") + path("M5 4h11l-2 4 2 4H5") },
  {
    id: "viewpoint",
    title: "Viewpoint",
    body: path("M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z") + circle(12, 12, 3),
  },
  {
    id: "home",
    title: "Home",
    body: path("M3 11l9-8 9 8") + path("M5 10v10h14V10") + path("M10 20v-6h4v6"),
  },
];
