import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Button, type ButtonProps } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";

/** Copies `text` to the clipboard and says so on the button; `label` names what it copies. */
export const CopyButton = ({
  text,
  label,
  size = "small",
}: {
  text: string;
  label: string;
  size?: ButtonProps["size"];
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size={size}
      startIcon={<ContentCopyIcon />}
      aria-label={`${translate("resources.students.copy.button")}: ${label}`}
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {translate(copied ? "resources.students.copy.done" : "resources.students.copy.button")}
    </Button>
  );
};
