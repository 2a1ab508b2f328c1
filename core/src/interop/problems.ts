import type { z } from "zod";
import { AppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";

/** What an import refusal carries in `details`. */
export interface InteropErrorDetails {
  /** The document kind: `Pannellum tour`, `Marzipano data.js`, `Orbis tour`. */
  readonly document: string;
  /** The JSON path of the offending value, e.g. `scenes.circle.hotSpots[0].yaw`; `$` for all. */
  readonly path: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON path as text: `scenes.circle.hotSpots[0].yaw`, `scenes["my scene"]`, `$` when empty. */
export const formatPath = (path: readonly PropertyKey[]): string => {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else if (typeof key === "string" && IDENTIFIER.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text || "$";
};

/** The refusal of an import or export: a 10400 naming the document and the path. */
export const interopError = (
  document: string,
  path: readonly PropertyKey[],
  message: string,
): AppError => {
  const where = formatPath(path);
  const details: InteropErrorDetails = { document, path: where };
  const text = path.length === 0 ? `${document}: ${message}` : `${document}: ${where}: ${message}`;
  return new AppError(ErrorCode.badRequest, { message: text, details });
};

/** The first issue of a failed schema parse as an {@link interopError}. */
export const schemaError = (document: string, error: z.ZodError): AppError => {
  const issue = error.issues[0];
  const message = (issue?.message ?? "invalid document").replace(
    /^Invalid input: expected (\w+), received undefined$/,
    "missing (expected $1)",
  );
  return interopError(document, issue?.path ?? [], message);
};

/** `schema.parse(value)`, refusing with an {@link interopError} rather than a ZodError. */
export const parseWith = <T extends z.ZodType>(
  document: string,
  schema: T,
  value: unknown,
): z.output<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw schemaError(document, result.error);
  return result.data;
};
