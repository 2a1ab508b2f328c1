import ts from "typescript";

/** A module specifier a file imports or re-exports, statically or with `import()`. */
export interface ImportFact {
  readonly specifier: string;
  readonly line: number;
}

/** A place where a file talks SQL itself rather than through a repository. */
export interface QueryFact {
  /** What was seen: the query builder's method (`selectFrom`) or `sql` for kysely's raw SQL tag. */
  readonly what: string;
  readonly line: number;
}

/** What the architecture check needs to know of one source file. */
export interface SourceFacts {
  readonly imports: readonly ImportFact[];
  readonly queries: readonly QueryFact[];
  /** Lines of `export * from …`, which hide what a door lets through. */
  readonly starExports: readonly number[];
}

/**
 * The methods that start a query on a Kysely handle (`db` or a transaction). A transaction
 * boundary (`.transaction()`) is not among them: a handler may open one and hand `trx` to
 * repositories. `with` is left out because arrays have a `with` too, and a CTE is always
 * followed by one of these.
 */
const QUERY_STARTERS = new Set([
  "selectFrom",
  "selectNoFrom",
  "insertInto",
  "replaceInto",
  "updateTable",
  "deleteFrom",
  "mergeInto",
  "executeQuery",
]);

const stringOf = (node: ts.Node | undefined): string | undefined =>
  node !== undefined && ts.isStringLiteralLike(node) ? node.text : undefined;

/** Kysely's `sql` imported as a value: the way to write raw SQL (`sql\`…\``, `sql.ref`). */
const rawSqlImport = (node: ts.ImportDeclaration): boolean => {
  const clause = node.importClause;
  if (stringOf(node.moduleSpecifier) !== "kysely" || clause === undefined || clause.isTypeOnly) {
    return false;
  }
  const bindings = clause.namedBindings;
  if (bindings === undefined || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.some((e) => !e.isTypeOnly && (e.propertyName ?? e.name).text === "sql");
};

/** Reads the imports, queries and star exports of a TypeScript source (parsed, never run). */
export const sourceFactsOf = (fileName: string, text: string): SourceFacts => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const imports: ImportFact[] = [];
  const queries: QueryFact[] = [];
  const starExports: number[] = [];
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const addImport = (specifier: string | undefined, node: ts.Node) => {
    if (specifier !== undefined) imports.push({ specifier, line: lineOf(node) });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      addImport(stringOf(node.moduleSpecifier), node);
      if (rawSqlImport(node)) queries.push({ what: "sql", line: lineOf(node) });
    } else if (ts.isExportDeclaration(node)) {
      addImport(stringOf(node.moduleSpecifier), node);
      if (node.moduleSpecifier !== undefined && node.exportClause === undefined) {
        starExports.push(lineOf(node));
      }
    } else if (ts.isImportEqualsDeclaration(node)) {
      const ref = node.moduleReference;
      if (ts.isExternalModuleReference(ref)) addImport(stringOf(ref.expression), node);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg)) addImport(stringOf(arg.literal), node);
    } else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        addImport(stringOf(node.arguments[0]), node);
      } else if (
        ts.isPropertyAccessExpression(node.expression) &&
        QUERY_STARTERS.has(node.expression.name.text)
      ) {
        queries.push({ what: node.expression.name.text, line: lineOf(node.expression.name) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, queries, starExports };
};
