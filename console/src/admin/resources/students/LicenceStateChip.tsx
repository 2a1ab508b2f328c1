import { Chip } from "@mui/material";
import type { AdminStudent } from "@orbis/core/contract";
import { useRecordContext, useTranslate } from "react-admin";

const COLOURS = { none: "default", delivered: "success", expired: "warning" } as const;

/**
 * A student's licence state as a coloured chip (the column of `licenceState`; the list cannot be
 * sorted by it, so the column says `sortable={false}`).
 */
export const LicenceStateChip = (_props: {
  source: "licenceState";
  label?: string;
  sortable?: boolean;
}) => {
  const student = useRecordContext<AdminStudent>();
  const translate = useTranslate();
  if (!student) return null;
  const state = student.licenceState;
  return (
    <Chip
      size="small"
      color={COLOURS[state]}
      label={translate(`resources.students.licenceStates.${state}`)}
    />
  );
};
