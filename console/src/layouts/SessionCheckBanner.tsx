import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { errorText } from "../api/errorText";
import { Button } from "../components/Button";
import { useStores } from "../stores/StoreContext";
import "./SessionCheckBanner.css";

/**
 * Says that the last check of the session got no answer (no network, the server down) while the
 * session is kept on this device, and offers to check again: a session only ends when the server
 * says so. Gone once a check succeeds; a check the server answers "over" leads to the login.
 */
export const SessionCheckBanner = observer(() => {
  const { auth } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  if (auth.sessionProblem === null || auth.user !== null) return null;
  const retry = async () => {
    setChecking(true);
    try {
      const outcome = await auth.retrySession(`${location.pathname}${location.search}`);
      if (outcome.kind === "redirect") navigate(outcome.to);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="session-check" role="alert">
      <p>{t("console:sessionCheck.problem", { reason: errorText(t, auth.sessionProblem) })}</p>
      <Button size="sm" variant="outline" disabled={checking} onClick={() => void retry()}>
        {t("console:sessionCheck.retry")}
      </Button>
    </div>
  );
});
