import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import "./marketing.css";

/** The features, in the order a tour is made: tiles, editing, content, then getting it out. */
const FEATURES = [
  "tiling",
  "editor",
  "markers",
  "publishing",
  "export",
  "cli",
  "selfHost",
] as const;

/** `/builder/features`: what Orbis does, concretely. */
export const FeaturesPage = () => {
  const { t } = useTranslation();
  return (
    <div className="page marketing features">
      <header className="marketing__head">
        <h1>{t("console:marketing.features.title")}</h1>
        <p>{t("console:marketing.features.lead")}</p>
      </header>
      <ul className="feature-list">
        {FEATURES.map((key) => (
          <li key={key} data-feature={key}>
            <h2>{t(`console:marketing.features.${key}Title`)}</h2>
            <p>{t(`console:marketing.features.${key}Text`)}</p>
          </li>
        ))}
      </ul>
      <div>
        <Button href="/builder/pricing" variant="outline">
          {t("console:landing.pricing")}
        </Button>
      </div>
    </div>
  );
};
