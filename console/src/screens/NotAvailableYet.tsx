import { useTranslation } from "react-i18next";
import { Button } from "../components/Button";
import "./screens.css";

/**
 * The one page every screen not built yet shows: which screen it is, that this server does not
 * offer it yet, and the way home.
 */
export const NotAvailableYet = ({ screen }: { screen: string }) => {
  const { t } = useTranslation();
  return (
    <section className="page not-available" data-screen={screen}>
      <h1>{screen}</h1>
      <p>{t("console:notAvailable.text")}</p>
      <Button href="/">{t("console:status.home")}</Button>
    </section>
  );
};
