import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";

/** For an account with no education role: what the education plans offer, and the plan change. */
export const EduPlansPanel = () => {
  const { t } = useTranslation(EDU_NAMESPACE);
  const titleId = useId();
  return (
    <section className="edu-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("edu:setting.other.title")}</h2>
      <p>{t("edu:setting.other.lead")}</p>
      <ul>
        <li>{t("edu:setting.other.admin")}</li>
        <li>{t("edu:setting.other.instructor")}</li>
        <li>{t("edu:setting.other.student")}</li>
      </ul>
      <div className="edu-links">
        <Button href="/payment">{t("edu:setting.other.choose")}</Button>
      </div>
    </section>
  );
};
