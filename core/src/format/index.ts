export { COMPRESSIBLE_EXTENSIONS, isCompressible } from "./compressible";
export { type Coding, chooseCoding } from "./contentCoding";
export { csvField, csvRecords } from "./csv";
export { digestEntityTag, etagMatches, fileEntityTag } from "./entityTags";
export { escapeHtml, markupToText, scriptJson } from "./markup";
export { formatPercent, usageBarPercent, usagePercent } from "./percent";
export { type RandomBytes, randomText } from "./randomText";
export {
  formatStorageSize,
  STORAGE_BASE,
  STORAGE_UNITS,
  type StorageSizeParts,
  type StorageUnit,
  storageSizeParts,
} from "./storageSize";
