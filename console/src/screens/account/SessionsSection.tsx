import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";

/**
 * Sign-out on every device: every session of the account ends on the server (other browsers,
 * the Orbis CLI, this one), then the console goes home signed out.
 */
export const SessionsSection = () => {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const titleId = useId();
  const { busy, run } = useAction();
  const signOutEverywhere = () =>
    run(async () => {
      await auth.signOut({ everywhere: true });
      navigate("/");
    });
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:account.info.sessions.title")}</h2>
      <p>{t("console:account.info.sessions.text")}</p>
      <Button variant="outline" disabled={busy} onClick={() => void signOutEverywhere()}>
        {t("console:account.info.sessions.button")}
      </Button>
    </section>
  );
};
