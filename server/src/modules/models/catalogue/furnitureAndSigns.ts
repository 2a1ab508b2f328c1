import { type CatalogueModelDef, paint, part } from "./catalogueTypes";
import { merge, rotateX, translate } from "./meshes";
import { box, cylinder, prism, sphere } from "./solids";

const wood = paint("#9c6b3c");
const darkWood = paint("#6f4a2a");
const steel = paint("#3c3f44", 0.4, 0.8);

/** Four legs of `size` at ±x, ±z, standing on the floor. */
const legs = (x: number, z: number, size: number, height: number) =>
  merge(
    ...[-1, 1].flatMap((sx) =>
      [-1, 1].map((sz) => translate(box(size, height, size), [sx * x, height / 2, sz * z])),
    ),
  );

/** Furniture: things to sit at, on or beside. */
export const furniture: readonly CatalogueModelDef[] = [
  {
    id: "bench",
    categoryId: "furniture",
    names: { ko: "벤치", en: "Bench", vi: "Ghế băng", ja: "ベンチ" },
    parts: [
      part("seat", box(1.6, 0.06, 0.42), wood, [0, 0.45, 0]),
      part("backrest", box(1.6, 0.36, 0.05), wood, [0, 0.8, -0.19]),
      part(
        "frame",
        merge(
          ...[-0.7, 0.7].map((x) => translate(box(0.06, 0.45, 0.4), [x, 0.225, 0])),
          ...[-0.7, 0.7].map((x) => translate(box(0.06, 0.4, 0.06), [x, 0.65, -0.19])),
        ),
        steel,
      ),
    ],
  },
  {
    id: "table",
    categoryId: "furniture",
    names: { ko: "테이블", en: "Table", vi: "Bàn", ja: "テーブル" },
    parts: [
      part("top", box(1.2, 0.05, 0.8), wood, [0, 0.75, 0]),
      part("legs", legs(0.54, 0.34, 0.06, 0.725), darkWood),
    ],
  },
  {
    id: "chair",
    categoryId: "furniture",
    names: { ko: "의자", en: "Chair", vi: "Ghế", ja: "椅子" },
    parts: [
      part("seat", box(0.46, 0.05, 0.46), darkWood, [0, 0.45, 0]),
      part("back", box(0.46, 0.42, 0.04), darkWood, [0, 0.7, -0.21]),
      part("legs", legs(0.2, 0.2, 0.04, 0.425), steel),
    ],
  },
  {
    id: "crate",
    categoryId: "furniture",
    names: { ko: "나무 상자", en: "Wooden crate", vi: "Thùng gỗ", ja: "木箱" },
    parts: [
      part("box", box(0.6, 0.6, 0.6), paint("#c4955a"), [0, 0.3, 0]),
      part(
        "bands",
        merge(
          translate(box(0.62, 0.08, 0.62), [0, 0.08, 0]),
          translate(box(0.62, 0.08, 0.62), [0, 0.52, 0]),
        ),
        darkWood,
      ),
    ],
  },
];

const signGreen = paint("#2e7d32", 0.5);
const white = paint("#f5f5f5", 0.6);

/** Signs and arrows: what points visitors the way. */
export const signs: readonly CatalogueModelDef[] = [
  {
    id: "arrow",
    categoryId: "signs-arrows",
    names: { ko: "화살표", en: "Arrow", vi: "Mũi tên", ja: "矢印" },
    parts: [
      // Lies on the floor and points away from the viewer (-Z), like a floor marking.
      part("shaft", box(0.2, 0.05, 0.5), paint("#ffb300", 0.5), [0, 0.025, 0.15]),
      part(
        "head",
        translate(
          rotateX(
            prism(
              [
                [-0.3, 0],
                [0.3, 0],
                [0, 0.4],
              ],
              0.05,
            ),
            -90,
          ),
          [0, 0.025, -0.1],
        ),
        paint("#ffb300", 0.5),
      ),
    ],
  },
  {
    id: "sign-board",
    categoryId: "signs-arrows",
    names: { ko: "안내판", en: "Sign board", vi: "Bảng chỉ dẫn", ja: "案内板" },
    parts: [
      part("post", cylinder(0.04, 0.04, 1.7, 12), steel),
      part("board", box(0.9, 0.55, 0.04), signGreen, [0, 1.4, 0.06]),
      part("stripe", box(0.7, 0.06, 0.01), white, [0, 1.4, 0.085]),
    ],
  },
  {
    id: "pin",
    categoryId: "signs-arrows",
    names: { ko: "위치 핀", en: "Location pin", vi: "Ghim vị trí", ja: "位置ピン" },
    parts: [
      // The cone's tip touches the floor where the pin marks.
      part("point", cylinder(0, 0.17, 0.5, 20), paint("#e53935", 0.4)),
      part("head", sphere(0.2, 20, 12), paint("#e53935", 0.4), [0, 0.55, 0]),
      part("dot", rotateX(cylinder(0.08, 0.08, 0.02, 16), 90), white, [0, 0.55, 0.19]),
    ],
  },
  {
    id: "traffic-cone",
    categoryId: "signs-arrows",
    names: { ko: "라바콘", en: "Traffic cone", vi: "Cọc giao thông", ja: "カラーコーン" },
    parts: [
      part("base", box(0.4, 0.04, 0.4), paint("#212121"), [0, 0.02, 0]),
      part("cone", cylinder(0.15, 0.03, 0.7, 20), paint("#ff6d00", 0.5), [0, 0.04, 0]),
      part("stripe", cylinder(0.112, 0.092, 0.12, 20), white, [0, 0.29, 0]),
    ],
  },
];
