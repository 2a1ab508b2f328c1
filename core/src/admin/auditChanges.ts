/** What an admin write did to a record. */
export type AuditAction = "create" | "update" | "delete";

/** Fields never written to the audit, whatever the resource: a password is shown once, kept nowhere. */
const isSecret = (field: string): boolean => /password/i.test(field);

const withoutSecrets = (record: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([field]) => !isSecret(field)));

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The `changes` of an audit entry: the new record of a create, the removed record of a delete,
 * and for an update `{ field: { from, to } }` of the fields that really changed (so an update
 * that changes nothing is seen as such). Passwords are left out everywhere.
 */
export const auditChanges = (
  action: AuditAction,
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): Record<string, unknown> => {
  if (action === "create") return withoutSecrets(after ?? {});
  if (action === "delete") return withoutSecrets(before ?? {});
  const changed: Record<string, unknown> = {};
  for (const [field, to] of Object.entries(withoutSecrets(after ?? {}))) {
    const from = before?.[field] ?? null;
    if (!same(from, to)) changed[field] = { from, to };
  }
  return changed;
};
