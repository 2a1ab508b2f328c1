import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";

/** For an account with no education role: what the education plans offer, and the plan change. */
export const EduPlansPanel = () => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="edu-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:edu.setting.other.title")}</h2>
      <p>{t("console:edu.setting.other.lead")}</p>
      <ul>
        <li>{t("console:edu.setting.other.admin")}</li>
        <li>{t("console:edu.setting.other.instructor")}</li>
        <li>{t("console:edu.setting.other.student")}</li>
      </ul>
      <div className="edu-links">
        <Button href="/payment">{t("console:edu.setting.other.choose")}</Button>
      </div>
    </section>
  );
};
