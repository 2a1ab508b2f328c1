import { Chip } from "@mui/material";
import type { AdminSubmission } from "@orbis/core/contract";
import { useRecordContext, useTranslate } from "react-admin";

const COLOURS = {
  code_shared: "default",
  in_review: "warning",
  approved: "success",
  rejected: "error",
} as const satisfies Record<AdminSubmission["status"], string>;

/** A submission's review status as a coloured chip with its name in the interface language. */
export const SubmissionStatusChip = (_props: { source?: string; label?: string }) => {
  const submission = useRecordContext<AdminSubmission>();
  const translate = useTranslate();
  if (!submission) return null;
  return (
    <Chip
      size="small"
      color={COLOURS[submission.status]}
      label={translate(`resources.submissions.status.${submission.status}`)}
    />
  );
};
