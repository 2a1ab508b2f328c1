import LockResetIcon from "@mui/icons-material/LockReset";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from "@mui/material";
import type { AdminStudent } from "@orbis/core/contract";
import { useId, useState } from "react";
import { Confirm, useRecordContext, useTranslate } from "react-admin";
import { useErrorText } from "../../../screens/auth/useErrorText";
import { useStores } from "../../../stores/StoreContext";
import { CopyButton } from "./CopyButton";

/**
 * A student's password reset: asked first, since the old password stops working, then the new
 * one-time password is shown once (the server never answers it again) with a copy button.
 */
export const ResetPasswordButton = () => {
  const student = useRecordContext<AdminStudent>();
  const { api } = useStores();
  const translate = useTranslate();
  const errorText = useErrorText();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!student) return null;
  const name = student.userAlias;

  const reset = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const fresh = await api.resetEduGroupUserPassword({
        params: { groupId: student.groupId, userId: student.id },
      });
      setPassword(fresh.password);
      setAsking(false);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<LockResetIcon />}
        // The row opens the edit page on click; the button must not.
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {translate("resources.students.reset.button")}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate("resources.students.reset.title")}
        content={
          <>
            <Typography>{translate("resources.students.reset.confirm", { name })}</Typography>
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </>
        }
        onConfirm={() => void reset()}
        onClose={() => {
          setAsking(false);
          setProblem(null);
        }}
      />
      <Dialog
        open={password !== null}
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onClose={() => setPassword(null)}
      >
        <DialogTitle id={titleId}>
          {translate("resources.students.reset.doneTitle", { name })}
        </DialogTitle>
        <DialogContent>
          <Typography
            component="output"
            aria-label={translate("resources.students.fields.loginId")}
            sx={{ display: "block", fontFamily: "monospace" }}
          >
            {student.loginId}
          </Typography>
          <Typography
            component="output"
            data-testid="one-time-password"
            sx={{ display: "block", fontFamily: "monospace", fontSize: "1.5rem", my: 1 }}
          >
            {password}
          </Typography>
          <CopyButton text={password ?? ""} label={name} />
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate("resources.students.reset.once")}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPassword(null)} autoFocus>
            {translate("ra.action.close")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
