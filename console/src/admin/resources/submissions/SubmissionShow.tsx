import { Stack } from "@mui/material";
import { DateField, ReferenceField, Show, SimpleShowLayout, TextField } from "react-admin";
import { PreviewPanel } from "./PreviewPanel";
import { ReviewPanel } from "./ReviewPanel";
import { SubmissionStatusChip } from "./SubmissionStatusChip";

/** One submission: what was submitted and its review so far, the preview, and the decision. */
export const SubmissionShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="title" />
      <TextField source="studentAlias" />
      <ReferenceField source="groupId" reference="groups" />
      <SubmissionStatusChip source="status" />
      <DateField source="submittedAt" showTime />
      <DateField source="reviewedAt" showTime emptyText="—" />
      <TextField source="reviewComment" emptyText="—" />
    </SimpleShowLayout>
    <Stack spacing={2} sx={{ p: 2 }}>
      <ReviewPanel />
      <PreviewPanel />
    </Stack>
  </Show>
);
