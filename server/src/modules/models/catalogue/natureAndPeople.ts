import { type CatalogueModelDef, paint, part } from "./catalogueTypes";
import { merge, rotateZ, translate } from "./meshes";
import { box, cylinder, sphere, stone } from "./solids";

const bark = paint("#6d4c41", 0.9);

/** Nature: trees and stones to dress an outdoor scene. */
export const nature: readonly CatalogueModelDef[] = [
  {
    id: "conifer",
    categoryId: "nature",
    names: { ko: "침엽수", en: "Conifer", vi: "Cây thông", ja: "針葉樹" },
    parts: [
      part("trunk", cylinder(0.12, 0.09, 0.6, 10), bark),
      part("lower", cylinder(0.8, 0, 1.4, 12), paint("#2e7d32"), [0, 0.5, 0]),
      part("upper", cylinder(0.6, 0, 1.1, 12), paint("#388e3c"), [0, 1.2, 0]),
    ],
  },
  {
    id: "broadleaf-tree",
    categoryId: "nature",
    names: { ko: "활엽수", en: "Broadleaf tree", vi: "Cây tán tròn", ja: "広葉樹" },
    parts: [
      part("trunk", cylinder(0.14, 0.1, 1.3, 10), bark),
      part("crown", sphere(0.9, 14, 9), paint("#43a047"), [0, 1.9, 0]),
    ],
  },
  {
    id: "rock",
    categoryId: "nature",
    names: { ko: "바위", en: "Rock", vi: "Tảng đá", ja: "岩" },
    parts: [
      part(
        "stone",
        stone(0.6, [1, 0.85, 1.1, 0.95, 0.8, 1.05, 0.9, 1.15, 0.88, 1, 1.08, 0.92]),
        paint("#8d8d8d", 0.95),
        [0, 0.34, 0],
      ),
    ],
  },
];

const wheel = (x: number, z: number) =>
  translate(rotateZ(translate(cylinder(0.32, 0.32, 0.22, 16), [0, -0.11, 0]), 90), [x, 0.32, z]);

/** People and vehicles: a sense of scale and life. */
export const peopleAndVehicles: readonly CatalogueModelDef[] = [
  {
    id: "person",
    categoryId: "people-vehicles",
    names: { ko: "사람", en: "Person", vi: "Người", ja: "人" },
    parts: [
      part(
        "legs",
        merge(...[-0.08, 0.08].map((x) => translate(box(0.13, 0.82, 0.15), [x, 0.41, 0]))),
        paint("#283593"),
      ),
      part(
        "body",
        merge(
          translate(box(0.4, 0.6, 0.22), [0, 1.12, 0]),
          ...[-0.255, 0.255].map((x) => translate(box(0.09, 0.58, 0.1), [x, 1.12, 0])),
        ),
        paint("#f4511e"),
      ),
      part("head", sphere(0.12, 14, 9), paint("#e0ac69", 0.7), [0, 1.57, 0]),
    ],
  },
  {
    id: "car",
    categoryId: "people-vehicles",
    names: { ko: "자동차", en: "Car", vi: "Ô tô", ja: "自動車" },
    parts: [
      part("body", box(1.8, 0.5, 4), paint("#1e88e5", 0.35, 0.4), [0, 0.5, 0]),
      part("cabin", box(1.6, 0.45, 2), paint("#90caf9", 0.1, 0.1), [0, 0.975, -0.2]),
      part(
        "wheels",
        merge(...[-0.85, 0.85].flatMap((x) => [-1.3, 1.3].map((z) => wheel(x, z)))),
        paint("#212121", 0.9),
      ),
    ],
  },
];
