/** One column of a text table. */
export interface Column<Row> {
  readonly header: string;
  readonly value: (row: Row) => string;
  /** Numbers read better right-aligned. */
  readonly align?: "left" | "right";
}

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
    Math.max(c.header.length, ...cells.map((line) => (line[i] ?? "").length)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => {
        const w = widths[i] ?? 0;
        return columns[i]?.align === "right" ? v.padStart(w) : v.padEnd(w);
      })
      .join("  ")
      .trimEnd();
  const header = line(columns.map((c) => c.header));
  const rule = widths.map((w) => "─".repeat(w)).join("  ");
  return [header, rule, ...cells.map(line)].join("\n");
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
