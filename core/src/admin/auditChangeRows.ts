import type { AuditAction } from "./auditChanges";

/** One line of an audit entry as a person reads it: a field, what it was and what it became. */
export interface AuditChangeRow {
  readonly field: string;
  /** Undefined when the entry made the record (nothing before). */
  readonly from?: string;
  /** Undefined when the entry removed the record (nothing after). */
  readonly to?: string;
}

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === "object" && value !== null && "from" in value && "to" in value;

/** A stored value as text: null as an em dash, strings as they are, the rest as JSON. */
export const auditValueText = (value: unknown): string => {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
};

/**
 * The lines of an audit entry's `changes` (see `auditChanges`): for an update each changed field
 * from → to, for a create each field → its value, for a delete each field's value before; the
 * `id` of a created or deleted record is left out, the entry shows it already.
 */
export const auditChangeRows = (
  action: AuditAction,
  changes: Readonly<Record<string, unknown>>,
): AuditChangeRow[] =>
  Object.entries(changes)
    .filter(([field]) => action === "update" || field !== "id")
    .map(([field, value]) => {
      if (action === "create") return { field, to: auditValueText(value) };
      if (action === "delete") return { field, from: auditValueText(value) };
      return isFromTo(value)
        ? { field, from: auditValueText(value.from), to: auditValueText(value.to) }
        : { field, to: auditValueText(value) };
    });
