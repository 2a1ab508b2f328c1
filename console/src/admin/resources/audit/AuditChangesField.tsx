import { Box } from "@mui/material";
import { auditChangeRows } from "@orbis/core/admin";
import type { AdminAudit } from "@orbis/core/contract";
import { useRecordContext, useTranslate } from "react-admin";

/**
 * An audit entry's changes as lines a person reads, `field: from → to`, with the field named as
 * the entry's resource names it (falling back to the raw name for a field it does not show).
 */
export const AuditChangesField = (_props: { source?: string; label?: string }) => {
  const entry = useRecordContext<AdminAudit>();
  const translate = useTranslate();
  if (!entry) return null;
  const rows = auditChangeRows(entry.action, entry.changes);
  if (rows.length === 0) return <span>{translate("resources.audit.noChanges")}</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {rows.map((row) => (
        <li key={row.field}>
          <strong>
            {translate(`resources.${entry.resource}.fields.${row.field}`, { _: row.field })}
          </strong>
          {": "}
          {row.from !== undefined && <span>{row.from}</span>}
          {row.from !== undefined && row.to !== undefined && " → "}
          {row.to !== undefined && <span>{row.to}</span>}
        </li>
      ))}
    </Box>
  );
};
