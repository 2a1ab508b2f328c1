import type { AuthMode, BodyKind, HttpMethod, ServiceName } from "../route";

/** Where a call comes from: the product's own clients, or Orbis where the product is silent. */
export type CallOrigin = "product" | "house";

/** One row of a calls table of docs/product/calls.md. */
export interface DocumentedCall {
  /** The `## …` heading the row is under. */
  readonly group: string;
  /** The operation name, as the route table keys it. */
  readonly name: string;
  readonly service: ServiceName;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthMode;
  readonly body: BodyKind | "none";
  readonly origin: CallOrigin;
}

/** The columns of every calls table; a table starting with `call` and other columns is an error. */
export const CALLS_TABLE_COLUMNS = [
  "call",
  "service",
  "method",
  "path",
  "auth",
  "body",
  "origin",
  "what it does",
] as const;

const cellsOf = (line: string): string[] =>
  line
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/**
 * Reads every calls table of the markdown: the rows after a header of
 * {@link CALLS_TABLE_COLUMNS} and its separator, up to the first line that is not a row. Paths
 * lose their backticks. Other tables are left alone, but a table whose first column is `call`
 * and whose other columns differ throws, so a changed layout cannot make the rows vanish.
 */
export const parseCallsTable = (markdown: string): DocumentedCall[] => {
  const calls: DocumentedCall[] = [];
  let group = "";
  let inTable = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) group = line.slice(3).trim();
    if (!line.startsWith("|")) {
      inTable = false;
      continue;
    }
    const cells = cellsOf(line);
    if (cells[0] === "call") {
      if (cells.join("|") !== CALLS_TABLE_COLUMNS.join("|"))
        throw new Error(`Unexpected calls header: ${line}`);
      inTable = true;
      continue;
    }
    if (!inTable || /^-+$/.test(cells[0] ?? "")) continue;
    const [name, service, method, path, auth, body, origin] = cells;
    if (origin === undefined) throw new Error(`A calls row with too few cells: ${line}`);
    calls.push({
      group,
      name: name ?? "",
      service: service as ServiceName,
      method: method as HttpMethod,
      path: (path ?? "").replace(/`/g, ""),
      auth: auth as AuthMode,
      body: body as BodyKind | "none",
      origin: origin as CallOrigin,
    });
  }
  return calls;
};
