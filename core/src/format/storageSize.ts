/** Storage units, 1024 apart (docs/product/validation.md, docs/product/limits.md). */
export const STORAGE_UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/** A storage unit. */
export type StorageUnit = (typeof STORAGE_UNITS)[number];

/** The step between two units: storage is 1024-based. */
export const STORAGE_BASE = 1024;

/** A size split for display: the value with two decimals and its unit. */
export interface StorageSizeParts {
  readonly value: string;
  readonly unit: StorageUnit;
}

const LAST_UNIT = STORAGE_UNITS.length - 1;

/**
 * The display parts of a byte count. The unit is the largest whose value is at least 1, capped
 * at YB (larger sizes read as thousands of YB). If rounding to two decimals would show
 * `1024.00`, the next unit is used instead (`1048575` → `1.00 MB`, not `1024.00 KB`).
 * Zero, negative and non-finite counts read as `0 Bytes`, the one value without decimals.
 */
export const storageSizeParts = (bytes: number): StorageSizeParts => {
  if (!(Number.isFinite(bytes) && bytes > 0)) return { value: "0", unit: "Bytes" };
  let index = 0;
  let scaled = bytes;
  while (index < LAST_UNIT && Number(scaled.toFixed(2)) >= STORAGE_BASE) {
    scaled /= STORAGE_BASE;
    index += 1;
  }
  return { value: scaled.toFixed(2), unit: STORAGE_UNITS[index] ?? "Bytes" };
};

/** A byte count as text: `0 Bytes`, `1023.00 Bytes`, `1.00 KB`, `1.50 KB`, `1.00 YB`. */
export const formatStorageSize = (bytes: number): string => {
  const { value, unit } = storageSizeParts(bytes);
  return `${value} ${unit}`;
};
