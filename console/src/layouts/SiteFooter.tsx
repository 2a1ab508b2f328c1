import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../components/Button";
import { CurrencySwitch, LanguageSwitch } from "../components/LocaleSwitch";
import { TermsViewer } from "../components/TermsViewer";

/** The footer of the public pages: terms (with the viewer), privacy, language and currency. */
export const SiteFooter = () => {
  const { t } = useTranslation();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <footer className="site-footer">
      <p>{t("console:footer.note")}</p>
      <div className="site-footer__links">
        <span>
          <Link to="/terms">{t("console:footer.terms")}</Link>{" "}
          <Button size="sm" variant="text" onClick={() => setTermsOpen(true)}>
            {t("actions.view")}
          </Button>
        </span>
        <Link to="/privacy">{t("console:footer.privacy")}</Link>
        <LanguageSwitch />
        <CurrencySwitch />
      </div>
      {termsOpen && (
        <TermsViewer title={t("console:terms.title")} onClose={() => setTermsOpen(false)}>
          <p>{t("console:terms.summary")}</p>
          <Link to="/terms" onClick={() => setTermsOpen(false)}>
            {t("console:terms.full")}
          </Link>
        </TermsViewer>
      )}
    </footer>
  );
};
