import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import type { InstructorStore } from "../../stores/edu/InstructorStore";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";

/**
 * The instructor's certification and its renewal. When the plan does not allow one (the
 * server's `renewable`, or a 140010 refusal) the button waits and the reason is said, with the
 * way to the plan change.
 */
export const CertificationPanel = observer(({ store }: { readonly store: InstructorStore }) => {
  const { t } = useTranslation(EDU_NAMESPACE);
  const { ui } = useStores();
  const titleId = useId();
  const reasonId = useId();
  const cert = store.certification;
  if (cert === null) return null;
  const day = (instant: string | null) =>
    instant === null ? t("edu:instructor.none") : formatDay(instant, ui.language);
  const blocked = !cert.renewable || store.renewRefused;

  const renew = async () => {
    if (await store.renew()) ui.snackbar.show(t("edu:instructor.renewed"), { severity: "success" });
  };

  return (
    <section className="edu-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("edu:instructor.certTitle")}</h2>
      <dl className="edu-facts">
        <dt>{t("edu:instructor.certTitle")}</dt>
        <dd>{cert.certified ? t("edu:instructor.certified") : t("edu:instructor.notCertified")}</dd>
        <dt>{t("edu:instructor.number")}</dt>
        <dd>{cert.certificateNumber ?? t("edu:instructor.none")}</dd>
        <dt>{t("edu:instructor.issued")}</dt>
        <dd>{day(cert.issuedAt)}</dd>
        <dt>{t("edu:instructor.expires")}</dt>
        <dd>{day(cert.expiresAt)}</dd>
      </dl>
      <p>{t("edu:instructor.renewLead")}</p>
      {blocked && (
        <p id={reasonId} role="status">
          {t("edu:instructor.renewNeedsPaid")}
        </p>
      )}
      <div className="edu-links">
        <Button
          disabled={blocked || store.renewing}
          describedBy={blocked ? reasonId : undefined}
          onClick={() => void renew()}
        >
          {t("edu:instructor.renew")}
        </Button>
        {blocked && (
          <Button variant="outline" href="/payment">
            {t("edu:instructor.changePlan")}
          </Button>
        )}
      </div>
    </section>
  );
});
