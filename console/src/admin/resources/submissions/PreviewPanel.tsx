import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PreviewIcon from "@mui/icons-material/Preview";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Typography,
} from "@mui/material";
import type { AdminSubmission, SpacePreview } from "@orbis/core/contract";
import { useState } from "react";
import { useRecordContext, useTranslate } from "react-admin";
import { useTranslation } from "react-i18next";
import { useStores } from "../../../stores/StoreContext";
import { refusalText } from "../../refusalText";

/**
 * The frozen published tour of a submission in the Orbis viewer, inside the admin: a signed,
 * time-limited link asked for when the reviewer opens it (not on every page view), shown in a
 * frame and offered in a new tab.
 */
export const PreviewPanel = () => {
  const submission = useRecordContext<AdminSubmission>();
  const translate = useTranslate();
  const { t } = useTranslation();
  const { api } = useStores();
  const [preview, setPreview] = useState<SpacePreview | null>(null);
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!submission) return null;

  const open = async () => {
    setOpening(true);
    setFailure(null);
    try {
      setPreview(await api.previewEduSpace({ params: { spaceId: submission.spaceId } }));
    } catch (error) {
      setFailure(refusalText(t, error));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="submission-preview-title">
      <CardHeader
        id="submission-preview-title"
        title={translate("resources.submissions.preview.title")}
        slotProps={{ title: { component: "h2", variant: "h6" } }}
      />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<PreviewIcon />}
            onClick={() => void open()}
            disabled={opening}
            aria-busy={opening}
          >
            {translate(
              preview
                ? "resources.submissions.preview.reload"
                : "resources.submissions.preview.open",
            )}
          </Button>
          {preview && (
            <Button
              component="a"
              href={preview.url}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNewIcon />}
            >
              {translate("resources.submissions.preview.newTab")}
            </Button>
          )}
        </Stack>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {preview && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate("resources.submissions.preview.expires", {
                at: new Date(preview.expiresAt).toLocaleString(),
              })}
            </Typography>
            <Box
              component="iframe"
              src={preview.url}
              title={translate("resources.submissions.preview.frame", {
                title: submission.title,
              })}
              allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
              sx={{ width: "100%", height: { xs: 320, md: 520 }, border: 0, borderRadius: 1 }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};
