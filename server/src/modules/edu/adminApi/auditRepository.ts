import { randomUUID } from "node:crypto";
import { type AdminResource, type AuditAction, auditChanges } from "@orbis/core/admin";
import type { AdminAudit } from "@orbis/core/contract";
import type { Kysely, Selectable } from "kysely";
import type { AdminAuditTable, Database } from "../../../infra/db/schema";

/** One write through the admin API, as the audit remembers it. */
export interface AuditWrite {
  readonly actorId: string;
  readonly resource: AdminResource;
  readonly recordId: string;
  readonly action: AuditAction;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
  readonly now: Date;
}

/** SQL of `admin_audit`: written in the transaction of the write it records. */
export const auditRepository = (db: Kysely<Database>) => ({
  record: async (write: AuditWrite) => {
    await db
      .insertInto("admin_audit")
      .values({
        id: randomUUID(),
        actor_id: write.actorId,
        resource: write.resource,
        record_id: write.recordId,
        action: write.action,
        changes: JSON.stringify(auditChanges(write.action, write.before, write.after)),
        at: write.now,
      })
      .execute();
  },

  /** The entries `actorId` made, as records of the admin API. */
  listByActor: async (actorId: string): Promise<AdminAudit[]> => {
    const rows = await db
      .selectFrom("admin_audit")
      .selectAll()
      .where("actor_id", "=", actorId)
      .execute();
    return rows.map(auditRecord);
  },

  /** The entry `id` when `actorId` made it: another's entry is as missing as none. */
  findByActor: async (actorId: string, id: string): Promise<AdminAudit | undefined> => {
    const row = await db
      .selectFrom("admin_audit")
      .selectAll()
      .where("actor_id", "=", actorId)
      .where("id", "=", id)
      .executeTakeFirst();
    return row === undefined ? undefined : auditRecord(row);
  },
});

const auditRecord = (row: Selectable<AdminAuditTable>): AdminAudit => ({
  id: row.id,
  actorId: row.actor_id,
  resource: row.resource,
  recordId: row.record_id,
  action: row.action,
  // PGlite and pg both hand jsonb back parsed; text would be a driver without the jsonb type.
  changes: (typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes) as Record<
    string,
    unknown
  >,
  at: new Date(row.at).toISOString(),
});
