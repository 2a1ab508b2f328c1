import { artPackageIdSchema, artPackageParamsSchema, artPackageSchema } from "./downloads";
import { describeSchemas } from "./testing/schemaTable";

const pack = {
  id: "icons-arrows",
  kind: "markerIcons",
  names: { ko: "화살표", en: "Arrows", vi: "Mũi tên", ja: "矢印" },
  descriptions: { ko: "-", en: "-", vi: "-", ja: "-" },
  itemCount: 12,
  bytes: 6_000,
  fileName: "orbis-icons-arrows.zip",
  allowed: false,
};

describeSchemas([
  [
    "artPackageIdSchema",
    artPackageIdSchema,
    [
      ["models-furniture", true],
      ["icons-points-of-interest", true],
      ["Models", false],
      ["../etc", false],
      ["models--x", false],
      ["-models", false],
      ["", false],
      ["a".repeat(65), false],
    ],
  ],
  [
    "artPackageParamsSchema",
    artPackageParamsSchema,
    [
      [{ id: "icons-arrows" }, true],
      [{}, false],
    ],
  ],
  [
    "artPackageSchema",
    artPackageSchema,
    [
      [pack, true],
      [{ ...pack, kind: "textures" }, false],
      [{ ...pack, names: { en: "Arrows" } }, false],
      [{ ...pack, itemCount: -1 }, false],
      [{ ...pack, bytes: 1.5 }, false],
    ],
  ],
]);
