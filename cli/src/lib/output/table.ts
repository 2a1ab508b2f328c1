/** One column of a text table. */
export interface Column<Row> {
  readonly header: string;
  readonly value: (row: Row) => string;
  /** Numbers read better right-aligned. */
  readonly align?: "left" | "right";
}

// Code points a terminal draws two columns wide (East Asian Wide and Fullwidth: Hangul, kana,
// CJK ideographs, fullwidth forms, emoji): Korean order names and status labels would otherwise
// push every later column out of line.
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

/** The columns a text takes in a terminal: wide characters count two, combining marks none. */
export const displayWidth = (text: string): number => {
  let width = 0;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    const code = char.codePointAt(0) ?? 0;
    width += WIDE.some(([low, high]) => code >= low && code <= high) ? 2 : 1;
  }
  return width;
};

const padTo = (text: string, width: number, align: "left" | "right" = "left"): string => {
  const fill = " ".repeat(Math.max(0, width - displayWidth(text)));
  return align === "right" ? `${fill}${text}` : `${text}${fill}`;
};

/**
 * Renders rows as an aligned text table with a header and a rule, for people; scripts use
 * `--json`. An empty list renders as the `empty` line instead of a lone header.
 */
export const renderTable = <Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  empty = "(none)",
): string => {
  if (rows.length === 0) return empty;
  const cells = rows.map((row) => columns.map((c) => c.value(row).replace(/\s+/g, " ")));
  const widths = columns.map((c, i) =>
    Math.max(displayWidth(c.header), ...cells.map((line) => displayWidth(line[i] ?? ""))),
  );
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => padTo(v, widths[i] ?? 0, columns[i]?.align))
      .join("  ")
      .trimEnd();
  const header = line(columns.map((c) => c.header));
  const rule = widths.map((w) => "─".repeat(w)).join("  ");
  return [header, rule, ...cells.map(line)].join("\n");
};

/**
 * Labelled values one per line, the labels padded to one width: a single record (a receipt)
 * for people. Line breaks inside a value are flattened like table cells.
 */
export const renderFields = (
  fields: readonly (readonly [label: string, value: string])[],
): string => {
  const width = Math.max(0, ...fields.map(([label]) => displayWidth(label)));
  return fields
    .map(([label, value]) => `${padTo(label, width)}  ${value.replace(/\s+/g, " ")}`.trimEnd())
    .join("\n");
};

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** Bytes for people, 1024-based like the console's storage figures: `3.2 MB`. */
export const formatBytes = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
};

/** A duration for people: `850 ms`, `12.4 s`, `3 min 05 s`. */
export const formatDuration = (ms: number): string => {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
};

/** An ISO instant as a short local date and time, for tables. */
export const formatInstant = (iso: string | null): string =>
  iso === null ? "—" : iso.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, "Z");
