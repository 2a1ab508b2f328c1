import CardMembershipIcon from "@mui/icons-material/CardMembership";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import { type LicenceShortfall, licenceDeliveryOf, licenceShortfallOf } from "@orbis/core/admin";
import type { AdminStudent, LicenceDuration } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { useId, useState } from "react";
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from "react-admin";
import { useErrorText } from "../../../screens/auth/useErrorText";
import { useStores } from "../../../stores/StoreContext";

const S = "resources.students.deliver";
const DURATIONS: readonly LicenceDuration[] = [1, 2, 3];

/** Where licences are bought (the user console's purchase screen). */
export const BUY_LICENCES_PATH = "/mypage/purchase-student";

type Problem =
  | { kind: "mixedGroups" }
  | { kind: "shortfall"; shortfall: LicenceShortfall }
  | { kind: "failed"; text: string };

/**
 * The bulk action "Deliver licences": one licence of the chosen duration to each selected
 * student, in one all-or-none call for one group. A shortfall (140009) says how many were needed
 * and how many are unused, with the way to buy more; the list is read again after a delivery.
 */
export const DeliverLicencesButton = () => {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider();
  const { api } = useStores();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const errorText = useErrorText();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [months, setMonths] = useState<LicenceDuration>(1);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const close = () => {
    setOpen(false);
    setProblem(null);
  };

  const deliver = async () => {
    setBusy(true);
    setProblem(null);
    try {
      // The selection may span pages: read every selected student's group, not the page's.
      const { data } = await dataProvider.getMany<AdminStudent>("students", { ids: selectedIds });
      const request = licenceDeliveryOf(data, months);
      if (!request.ok) {
        if (request.reason === "mixedGroups") setProblem({ kind: "mixedGroups" });
        return;
      }
      const given = await api.deliverLicences({ body: request.body });
      notify(`${S}.done`, { type: "success", messageArgs: { smart_count: given.length } });
      unselectAll();
      refresh();
      close();
    } catch (error) {
      const shortfall =
        isAppError(error) && error.code === ErrorCode.notEnoughLicences
          ? licenceShortfallOf(error.details)
          : null;
      setProblem(
        shortfall ? { kind: "shortfall", shortfall } : { kind: "failed", text: errorText(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<CardMembershipIcon />} onClick={() => setOpen(true)}>
        {translate(`${S}.button`)}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(`${S}.title`)}</DialogTitle>
        <DialogContent>
          <Typography>{translate(`${S}.students`, { smart_count: selectedIds.length })}</Typography>
          <FormControl sx={{ mt: 2 }}>
            <FormLabel id={`${titleId}-duration`}>{translate(`${S}.duration`)}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-duration`}
              value={String(months)}
              onChange={(event) => {
                const chosen = DURATIONS.find((d) => String(d) === event.target.value);
                if (chosen) setMonths(chosen);
              }}
            >
              {DURATIONS.map((d) => (
                <FormControlLabel
                  key={d}
                  value={String(d)}
                  control={<Radio />}
                  label={translate(`${S}.months`, { smart_count: d })}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {problem?.kind === "mixedGroups" && (
            <Alert severity="warning">{translate(`${S}.mixedGroups`)}</Alert>
          )}
          {problem?.kind === "shortfall" && (
            <Alert severity="warning">
              {translate(`${S}.shortfall`, { ...problem.shortfall })}{" "}
              <Link href={BUY_LICENCES_PATH}>{translate(`${S}.buy`)}</Link>
            </Alert>
          )}
          {problem?.kind === "failed" && <Alert severity="error">{problem.text}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate("ra.action.cancel")}
          </Button>
          <Button
            variant="contained"
            onClick={() => void deliver()}
            disabled={busy}
            aria-busy={busy}
          >
            {translate(`${S}.submit`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
