import type { ArtPackageKind, LocalizedText } from "@orbis/core/contract";
import { type CatalogueAssetPack, catalogueAssetPacks } from "../models";
import { arrowIcons } from "./icons/arrowIcons";
import { iconSvg, type MarkerIcon } from "./icons/iconDrawing";
import { placeIcons } from "./icons/placeIcons";

/** One file of a package, as it goes into the ZIP. */
export interface ArtPackageItem {
  readonly path: string;
  readonly title: string;
  readonly contentType: string;
  readonly data: Uint8Array;
}

/** A package before it is zipped: what the list shows and the items the ZIP holds. */
export interface ArtPackageSource {
  readonly id: string;
  readonly kind: ArtPackageKind;
  readonly names: LocalizedText;
  readonly descriptions: LocalizedText;
  readonly items: readonly ArtPackageItem[];
}

const modelsDescription: LocalizedText = {
  ko: "에디터의 3D 모델 카탈로그에 있는 GLB 파일입니다. glTF를 읽는 어떤 뷰어나 3D 도구에서도 열립니다.",
  en: "The GLB files of the editor's 3D model catalogue, ready for any glTF viewer or 3D tool.",
  vi: "Các tệp GLB trong thư viện mô hình 3D của trình chỉnh sửa, mở được bằng mọi trình xem glTF hoặc công cụ 3D.",
  ja: "エディターの3Dモデルカタログの GLB ファイルです。glTF に対応したビューアーや3Dツールで開けます。",
};

const modelsPackage = ({ category, models }: CatalogueAssetPack): ArtPackageSource => ({
  id: `models-${category.id}`,
  kind: "models",
  names: {
    ko: `3D 모델: ${category.names.ko}`,
    en: `3D models: ${category.names.en}`,
    vi: `Mô hình 3D: ${category.names.vi}`,
    ja: `3Dモデル: ${category.names.ja}`,
  },
  descriptions: modelsDescription,
  items: models.map((m) => ({
    path: `${m.id}.glb`,
    title: m.names.en,
    contentType: "model/gltf-binary",
    data: m.glb,
  })),
});

const iconsDescription: LocalizedText = {
  ko: "24 × 24 SVG 마커 아이콘입니다. 선 색은 currentColor를 따르므로 어떤 색으로도 쓸 수 있습니다.",
  en: "24 × 24 SVG marker icons; their lines take currentColor, so they show in any colour.",
  vi: "Biểu tượng điểm đánh dấu SVG 24 × 24; nét vẽ theo currentColor nên hiển thị được với mọi màu.",
  ja: "24 × 24 の SVG マーカーアイコンです。線の色は currentColor に従うため、どの色でも使えます。",
};

const iconPackage = (id: string, names: LocalizedText, icons: readonly MarkerIcon[]) => ({
  id,
  kind: "markerIcons" as const,
  names,
  descriptions: iconsDescription,
  items: icons.map((icon) => ({
    path: `${icon.id}.svg`,
    title: icon.title,
    contentType: "image/svg+xml",
    data: Buffer.from(iconSvg(icon)),
  })),
});

/** Every art package, the model packs in the catalogue's order, then the marker icon sets. */
export const artPackageSources = async (): Promise<ArtPackageSource[]> => [
  ...(await catalogueAssetPacks()).map(modelsPackage),
  iconPackage(
    "icons-arrows",
    {
      ko: "마커 아이콘: 화살표",
      en: "Marker icons: Arrows",
      vi: "Biểu tượng: Mũi tên",
      ja: "マーカーアイコン: 矢印",
    },
    arrowIcons,
  ),
  iconPackage(
    "icons-points-of-interest",
    {
      ko: "마커 아이콘: 관심 지점",
      en: "Marker icons: Points of interest",
      vi: "Biểu tượng: Điểm tham quan",
      ja: "マーカーアイコン: 見どころ",
    },
    placeIcons,
  ),
];
