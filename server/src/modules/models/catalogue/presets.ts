import type { Names } from "./catalogueTypes";

/** A ready-made image the editor offers: drawn as SVG here, stored as PNG at its own size. */
export interface PresetDef {
  readonly id: string;
  readonly names: Names;
  readonly width: number;
  readonly height: number;
  readonly svg: string;
}

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;

const round = (n: number) => Math.round(n * 10) / 10;

/** A nadir cap: a disc that hides the tripod at the bottom of a panorama. */
const nadirCap = (mark: string) =>
  svg(
    1024,
    `<circle cx="512" cy="512" r="512" fill="#1d2433"/><circle cx="512" cy="512" r="474" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="8"/>${mark}`,
  );

/** The Orbis mark: a globe and an orbit with its moon. */
const orbisMark = `<circle cx="512" cy="512" r="170" fill="none" stroke="#ffffff" stroke-width="34"/><g transform="rotate(-25 512 512)"><ellipse cx="512" cy="512" rx="300" ry="110" fill="none" stroke="#4fc3f7" stroke-width="26"/><circle cx="771.8" cy="457" r="36" fill="#4fc3f7"/></g>`;

/** One point of a compass rose at `degrees` from north: a light and a dark half, like a bevel. */
const roseRay = (degrees: number, length: number, width: number, light: string, dark: string) => {
  const a = (degrees * Math.PI) / 180;
  const at = (r: number, turn: number) =>
    `${round(512 + r * Math.sin(a + turn))},${round(512 - r * Math.cos(a + turn))}`;
  const tip = at(length, 0);
  return `<polygon points="512,512 ${tip} ${at(width, Math.PI / 4)}" fill="${light}"/><polygon points="512,512 ${tip} ${at(width, -Math.PI / 4)}" fill="${dark}"/>`;
};

const compassRose = svg(
  1024,
  [
    `<circle cx="512" cy="512" r="500" fill="#ffffff" fill-opacity="0.85"/>`,
    `<circle cx="512" cy="512" r="430" fill="none" stroke="#37474f" stroke-width="10"/>`,
    ...[45, 135, 225, 315].map((d) => roseRay(d, 300, 70, "#90a4ae", "#546e7a")),
    ...[90, 180, 270].map((d) => roseRay(d, 420, 90, "#cfd8dc", "#37474f")),
    roseRay(0, 420, 90, "#ef5350", "#b71c1c"),
    // An "N" drawn as strokes: the image must not depend on the fonts of the server.
    `<path d="M482 72 V12 L542 72 V12" fill="none" stroke="#b71c1c" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`,
  ].join(""),
);

/** A round badge, the look of the editor's hotspot icons. */
const badge = (fill: string, body: string, opacity = 1) =>
  svg(256, `<circle cx="128" cy="128" r="124" fill="${fill}" fill-opacity="${opacity}"/>${body}`);

const arrow = (turn: number) =>
  badge(
    "#000000",
    `<path d="M128 44 L204 124 H158 V206 H98 V124 H52 Z" fill="#ffffff" transform="rotate(${turn} 128 128)"/>`,
    0.55,
  );

/** The image presets, in the order the editor lists them. */
export const imagePresets: readonly PresetDef[] = [
  {
    id: "nadir-logo",
    names: {
      ko: "로고 바닥 캡",
      en: "Logo nadir cap",
      vi: "Nắp đáy có logo",
      ja: "ロゴ付き足元キャップ",
    },
    width: 1024,
    height: 1024,
    svg: nadirCap(orbisMark),
  },
  {
    id: "nadir-plain",
    names: { ko: "바닥 캡", en: "Plain nadir cap", vi: "Nắp đáy trơn", ja: "無地の足元キャップ" },
    width: 1024,
    height: 1024,
    svg: nadirCap(""),
  },
  {
    id: "compass-rose",
    names: { ko: "나침반", en: "Compass rose", vi: "La bàn", ja: "方位記号" },
    width: 1024,
    height: 1024,
    svg: compassRose,
  },
  ...(
    [
      [
        "arrow-forward",
        0,
        { ko: "앞 화살표", en: "Forward arrow", vi: "Mũi tên tiến", ja: "前進矢印" },
      ],
      [
        "arrow-left",
        -90,
        { ko: "왼쪽 화살표", en: "Left arrow", vi: "Mũi tên trái", ja: "左矢印" },
      ],
      [
        "arrow-right",
        90,
        { ko: "오른쪽 화살표", en: "Right arrow", vi: "Mũi tên phải", ja: "右矢印" },
      ],
    ] as const
  ).map(([id, turn, names]) => ({ id, names, width: 256, height: 256, svg: arrow(turn) })),
  {
    id: "info",
    names: { ko: "정보", en: "Information", vi: "Thông tin", ja: "情報" },
    width: 256,
    height: 256,
    svg: badge(
      "#1e88e5",
      `<circle cx="128" cy="74" r="20" fill="#ffffff"/><rect x="110" y="108" width="36" height="98" rx="12" fill="#ffffff"/>`,
    ),
  },
  {
    id: "pin",
    names: { ko: "위치", en: "Location", vi: "Vị trí", ja: "位置" },
    width: 256,
    height: 256,
    svg: svg(
      256,
      `<path d="M128 244 C100 196 52 160 52 104 A76 76 0 1 1 204 104 C204 160 156 196 128 244 Z" fill="#e53935"/><circle cx="128" cy="104" r="30" fill="#ffffff"/>`,
    ),
  },
  {
    id: "camera",
    names: { ko: "사진", en: "Photo spot", vi: "Điểm chụp ảnh", ja: "撮影スポット" },
    width: 256,
    height: 256,
    svg: badge(
      "#37474f",
      `<rect x="100" y="72" width="56" height="28" rx="6" fill="#ffffff"/><rect x="56" y="90" width="144" height="98" rx="16" fill="#ffffff"/><circle cx="128" cy="139" r="32" fill="#37474f"/><circle cx="128" cy="139" r="18" fill="#ffffff"/>`,
    ),
  },
];
