import DownloadIcon from "@mui/icons-material/Download";
import { Button } from "@mui/material";
import { useState } from "react";
import { useListContext, useNotify, useTranslate } from "react-admin";
import { downloadText } from "../../../components/saveFile";
import { useErrorText } from "../../../screens/auth/useErrorText";
import { useStores } from "../../../stores/StoreContext";

/**
 * Downloads the server's CSV of the group chosen in the list's filter (BOM, headings in the
 * request's language, as `orbis edu students export` writes it); without a group, says to pick
 * one, since the file is a group's list.
 */
export const ExportGroupCsvButton = () => {
  const { filterValues } = useListContext();
  const { api } = useStores();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const groupId: unknown = filterValues.groupId;

  const exportGroup = async () => {
    if (typeof groupId !== "string" || groupId === "") {
      notify("resources.students.export.pickGroup", { type: "info" });
      return;
    }
    setBusy(true);
    try {
      const file = await api.downloadEduGroupUsers({ params: { groupId }, body: {} });
      downloadText(file.fileName, file.content, file.mimeType);
      notify("resources.students.export.done", {
        type: "success",
        messageArgs: { file: file.fileName },
      });
    } catch (error) {
      notify(errorText(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void exportGroup()}
    >
      {translate("resources.students.export.button")}
    </Button>
  );
};
