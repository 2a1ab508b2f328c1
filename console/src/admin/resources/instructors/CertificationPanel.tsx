import { Alert, Box, Button, Card, CardContent, CardHeader, Link } from "@mui/material";
import type { AdminInstructor } from "@orbis/core/contract";
import { ErrorCode } from "@orbis/core/errors";
import { useState } from "react";
import { useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin";
import { useTranslation } from "react-i18next";
import { useStores } from "../../../stores/StoreContext";
import { refusalCode, refusalText } from "../../refusalText";

/** The refusal of a renewal without an active paid instructor plan: the plans page lifts it. */
const NEEDS_PAID_PLAN = ErrorCode.certificationNeedsPaidPlan;

/** A refusal's text, and where to buy the plan that renews when that is what it lacks. */
type Failure = { readonly text: string; readonly buyAt: string | null };

/**
 * Where a 140010 refusal says the renewing plan is bought (its `details.checkout`, the plan
 * chosen), else the plan change itself; null for any other refusal.
 */
const buyAtOf = (error: unknown): string | null => {
  if (refusalCode(error) !== NEEDS_PAID_PLAN) return null;
  const checkout = (error as { details?: { checkout?: unknown } } | null)?.details?.checkout;
  return typeof checkout === "string" && checkout.startsWith("/payment") ? checkout : "/payment";
};

/**
 * The instructor's certification: whether it runs, its number and end, and "Renew" (v3
 * `renewInstructorCertification`). A renewal refused for want of a paid plan says so with a
 * link to the plans.
 */
export const CertificationPanel = () => {
  const instructor = useRecordContext<AdminInstructor>();
  const translate = useTranslate();
  const { t } = useTranslation();
  const { api } = useStores();
  const notify = useNotify();
  const refresh = useRefresh();
  const [renewing, setRenewing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (!instructor) return null;

  const renew = async () => {
    setRenewing(true);
    setFailure(null);
    try {
      await api.renewInstructorCertification();
      notify("resources.instructors.certification.renewed", { type: "success" });
      refresh();
    } catch (error) {
      setFailure({ text: refusalText(t, error), buyAt: buyAtOf(error) });
    } finally {
      setRenewing(false);
    }
  };

  const expires = instructor.certificationExpiresAt;
  const line = (label: string, value: string) => (
    <>
      <Box component="dt" sx={{ fontWeight: "bold" }}>
        {translate(`resources.instructors.certification.${label}`)}
      </Box>
      <Box component="dd" sx={{ ml: 0, mb: 1 }}>
        {value}
      </Box>
    </>
  );
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="certification-title"
      sx={{ mt: 2 }}
    >
      <CardHeader
        id="certification-title"
        title={translate("resources.instructors.certification.title")}
        slotProps={{ title: { component: "h2", variant: "h6" } }}
      />
      <CardContent>
        <Box component="dl" sx={{ mt: 0 }}>
          {line(
            "certified",
            translate(
              instructor.certified
                ? "resources.instructors.certification.yes"
                : "resources.instructors.certification.no",
            ),
          )}
          {line("number", instructor.certificateNumber ?? "—")}
          {line("expiresAt", expires ? new Date(expires).toLocaleDateString() : "—")}
        </Box>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure.text}
            {failure.buyAt !== null && (
              <>
                {" "}
                {translate("resources.instructors.certification.needsPlan")}{" "}
                <Link href={failure.buyAt}>
                  {translate("resources.instructors.certification.plans")}
                </Link>
              </>
            )}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={() => void renew()}
          disabled={renewing}
          aria-busy={renewing}
        >
          {translate("resources.instructors.certification.renew")}
        </Button>
      </CardContent>
    </Card>
  );
};
