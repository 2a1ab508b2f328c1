import { interopError } from "./problems";

/** The document name in Marzipano refusals. */
export const MARZIPANO = "Marzipano data.js";

/** `source` without the comments and blank space before its first statement. */
const skipLeadingComments = (source: string): string => {
  let rest = source.trimStart();
  for (;;) {
    if (rest.startsWith("//")) {
      const end = rest.indexOf("\n");
      rest = end < 0 ? "" : rest.slice(end + 1).trimStart();
    } else if (rest.startsWith("/*")) {
      const end = rest.indexOf("*/");
      if (end < 0) return "";
      rest = rest.slice(end + 2).trimStart();
    } else {
      return rest;
    }
  }
};

const ASSIGNMENT = /^(?:(?:var|let|const)\s+)?(?:window\s*\.\s*)?[A-Za-z_$][\w$]*\s*=\s*/;

/**
 * The data of a Marzipano Tool `data.js` (`var APP_DATA = {…};`), read WITHOUT running it:
 * leading comments, the assignment and the final `;` are stripped and the rest must be JSON,
 * which is what the Tool writes. A bare JSON object is accepted too. Anything else (code,
 * several statements, unquoted keys, trailing commas) is refused with a 10400.
 */
export const extractAppData = (source: string): unknown => {
  const statement = skipLeadingComments(source);
  const assignment = ASSIGNMENT.exec(statement);
  const literal = (assignment ? statement.slice(assignment[0].length) : statement)
    .trimEnd()
    .replace(/;$/, "");
  if (!literal.trimStart().startsWith("{")) {
    throw interopError(
      MARZIPANO,
      [],
      "APP_DATA is not plain data: expected `var APP_DATA = { … };` around a JSON object (code is never run)",
    );
  }
  try {
    return JSON.parse(literal);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw interopError(
      MARZIPANO,
      [],
      `APP_DATA is not plain data (only a JSON object literal is read, code is never run): ${reason}`,
    );
  }
};
