import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../components/Button";
import { useStores } from "../stores/StoreContext";
import { LandingShowcase } from "./LandingShowcase";
import "./screens.css";

const FEATURES = [1, 2, 3] as const;

/** Where a visitor without an account signs up (the email registration dialog). */
export const SIGN_UP_PATH = "/builder/register/email";

/**
 * What Orbis is and does, in a few honest lines; shared by `/` and `/builder`. A visitor is
 * offered to sign up first thing; a signed-in user goes on to the projects.
 */
export const LandingContent = observer(() => {
  const { t } = useTranslation();
  const { auth } = useStores();
  return (
    <div className="page landing">
      <section className="landing__hero">
        <h1>{t("console:landing.title")}</h1>
        <p className="landing__lead">{t("console:landing.lead")}</p>
        <div className="landing__actions">
          {auth.isAuthenticated ? (
            <Button href="/projects" size="lg">
              {t("console:landing.start")}
            </Button>
          ) : (
            <Button href={SIGN_UP_PATH} size="lg">
              {t("console:landing.signUp")}
            </Button>
          )}
          <Button href="/builder/pricing" size="lg" variant="outline">
            {t("console:landing.pricing")}
          </Button>
        </div>
      </section>
      <section aria-labelledby="features-title" className="landing__features" id="features">
        <h2 id="features-title">{t("console:landing.featuresTitle")}</h2>
        <ul>
          {FEATURES.map((n) => (
            <li key={n}>
              <h3>{t(`console:landing.feature${n}Title`)}</h3>
              <p>{t(`console:landing.feature${n}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <LandingShowcase />
    </div>
  );
});

/** `/`: the new landing page (marketing layout). */
export const Landing = () => <LandingContent />;
