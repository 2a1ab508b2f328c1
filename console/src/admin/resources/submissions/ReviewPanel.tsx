import { Alert, Button, Card, CardContent, CardHeader, Stack, TextField } from "@mui/material";
import { type AdminSubmission, REVIEW_COMMENT_MAX_LENGTH } from "@orbis/core/contract";
import { useState } from "react";
import {
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  useUpdate,
} from "react-admin";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../refusalText";

type Decision = "approved" | "rejected";

/**
 * Approve or reject a submission in review, with feedback (required to reject: the student must
 * learn what to change). Sent as the admin API's PUT; a refusal (decided meanwhile: 140005) is
 * said here in the catalogue's words and the record is read again.
 */
export const ReviewPanel = () => {
  const submission = useRecordContext<AdminSubmission>();
  const translate = useTranslate();
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate<AdminSubmission>();
  const [comment, setComment] = useState("");
  const [missingFeedback, setMissingFeedback] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!submission) return null;
  // Decided meanwhile (the refusal made us read it again): the refusal stays, the form goes.
  if (submission.status !== "in_review")
    return failure ? (
      <Alert severity="error" role="alert">
        {failure}
      </Alert>
    ) : null;

  const decide = (status: Decision) => {
    const reviewComment = comment.trim();
    if (status === "rejected" && reviewComment === "") {
      setMissingFeedback(true);
      return;
    }
    setMissingFeedback(false);
    setFailure(null);
    update(
      "submissions",
      {
        id: submission.id,
        data: { status, reviewComment: reviewComment === "" ? null : reviewComment },
        previousData: submission,
      },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify(`resources.submissions.review.done.${status}`, { type: "success" });
          // Every list of submissions is read again (the queue, the dashboard's counts): the
          // cache only patched this record, which a filtered queue would go on showing.
          refresh();
          redirect("list", "submissions");
        },
        onError: (error) => {
          setFailure(refusalText(t, error));
          refresh();
        },
      },
    );
  };

  const feedbackError = missingFeedback
    ? translate("resources.submissions.review.feedbackRequired")
    : undefined;
  return (
    <Card variant="outlined" component="section" aria-labelledby="submission-review-title">
      <CardHeader
        id="submission-review-title"
        title={translate("resources.submissions.review.title")}
        slotProps={{ title: { component: "h2", variant: "h6" } }}
      />
      <CardContent>
        <TextField
          id="submission-feedback"
          label={translate("resources.submissions.review.feedback")}
          helperText={feedbackError ?? translate("resources.submissions.review.feedbackHelp")}
          error={missingFeedback}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX_LENGTH } }}
          multiline
          minRows={3}
          fullWidth
          sx={{ mb: 2 }}
        />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="success"
            disabled={isPending}
            onClick={() => decide("approved")}
          >
            {translate("resources.submissions.review.approve")}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={isPending}
            onClick={() => decide("rejected")}
          >
            {translate("resources.submissions.review.reject")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
