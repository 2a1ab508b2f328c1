import type { CatalogueEntry } from "@orbis/core/contract";
import { eduPlanFeatures } from "@orbis/core/edu";
import { type BillingPeriod, planButtonTarget } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { countFigure, planPrices, storageFigure } from "./planFigures";
import { useServerData } from "./useServerData";
import "./marketing.css";

/**
 * One plan's card: its price in the chosen currency for the period shown, what it allows (an
 * education plan also what it is for: groups, licences, reviews), and its
 * button: a free plan's to the projects, a priced plan's to its checkout (through sign-in for a
 * visitor, who comes back to it), none for a "contact us" plan.
 */
const PlanCard = observer(
  ({ plan, period }: { readonly plan: CatalogueEntry; readonly period: BillingPeriod }) => {
    const { t } = useTranslation();
    const { auth, ui } = useStores();
    const price = planPrices(plan, ui.currency, ui.language);
    const target = planButtonTarget(plan, period, auth.isAuthenticated);
    const free = target === "/projects";
    const c = plan.constraints;
    const yesNo = (on: boolean) =>
      on ? t("console:marketing.pricing.included") : t("console:marketing.pricing.notIncluded");
    const unlimited = t("console:marketing.pricing.unlimited");
    const rows: readonly (readonly [string, string])[] =
      plan.kind === "hosting"
        ? [
            [
              t("console:marketing.pricing.storage"),
              storageFigure(c.storageUsageSize, t("console:marketing.pricing.none")),
            ],
          ]
        : [
            [t("console:marketing.pricing.projects"), countFigure(c.projectCount, unlimited)],
            [
              t("console:marketing.pricing.toursPerProject"),
              countFigure(c.tourCountPerProject, unlimited),
            ],
            [
              t("console:marketing.pricing.storage"),
              storageFigure(c.storageUsageSize, t("console:marketing.pricing.none")),
            ],
            [
              t("console:marketing.pricing.publishedUrls"),
              countFigure(c.publishUrlCount, unlimited),
            ],
            [t("console:marketing.pricing.site"), yesNo(c.useSeo && c.useOg && c.useGa)],
            [t("console:marketing.pricing.statistics"), yesNo(c.useStatistics)],
          ];
    return (
      <li className="plan-card" data-plan={plan.id}>
        <h3>{plan.name}</h3>
        <p className="plan-card__price">
          {period === "YEAR" && price.year !== null ? (
            <>
              <strong>{price.year}</strong> {t("console:marketing.pricing.perYearShort")}
            </>
          ) : price.month === null ? (
            t("console:marketing.pricing.contact")
          ) : (
            <>
              <strong>{price.month}</strong> {t("console:marketing.pricing.perMonth")}
            </>
          )}
        </p>
        {period === "MONTH" && price.year !== null && price.month !== null && (
          <p className="plan-card__year">
            {t("console:marketing.pricing.perYear", { price: price.year })}
          </p>
        )}
        <dl className="plan-card__limits">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {eduPlanFeatures(plan).length > 0 && (
          <ul className="plan-card__features">
            {eduPlanFeatures(plan).map((feature) => (
              <li key={feature}>{t(`console:marketing.pricing.edu.${feature}`)}</li>
            ))}
          </ul>
        )}
        {target !== null && (
          <Button href={target} variant={free ? "outline" : "fill"} fullWidth>
            {t(
              free
                ? "console:marketing.pricing.startWithPlan"
                : "console:marketing.pricing.choosePlan",
              { name: plan.name },
            )}
          </Button>
        )}
      </li>
    );
  },
);

/** The billing period switch: the cards' prices and their checkouts follow it. */
const PeriodSwitch = ({
  period,
  onChange,
}: {
  readonly period: BillingPeriod;
  readonly onChange: (period: BillingPeriod) => void;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="plan-period">
      <legend>{t("console:marketing.pricing.periodLabel")}</legend>
      {(["MONTH", "YEAR"] as const).map((value) => (
        <Button key={value} selected={period === value} onClick={() => onChange(value)} size="sm">
          {t(
            value === "MONTH"
              ? "console:marketing.pricing.monthly"
              : "console:marketing.pricing.yearly",
          )}
        </Button>
      ))}
    </fieldset>
  );
};

/** `/builder/pricing`: the server's plan catalogue, priced in the currency the footer chose. */
export const PricingPage = observer(() => {
  const { t } = useTranslation();
  const { api, auth, ui } = useStores();
  const [period, setPeriod] = useState<BillingPeriod>("MONTH");
  const catalogue = useServerData(() => api.getPlanCatalogue({}), "plans");
  const group = (kind: CatalogueEntry["kind"]) =>
    catalogue.state === "ready" ? catalogue.data.filter((plan) => plan.kind === kind) : [];
  return (
    <div className="page marketing pricing" data-currency={ui.currency}>
      <header className="marketing__head">
        <h1>{t("console:marketing.pricing.title")}</h1>
        <p>{t("console:marketing.pricing.lead")}</p>
        {/* A signed-in user already has the free plan: the button leads to their projects. */}
        <Button href={auth.isAuthenticated ? "/projects" : "/builder/login"} size="lg">
          {t("console:marketing.pricing.startFree")}
        </Button>
      </header>
      <PeriodSwitch period={period} onChange={setPeriod} />
      {catalogue.state === "loading" && <p role="status">{t("console:marketing.loading")}</p>}
      {catalogue.state === "failed" && <p role="alert">{t("console:marketing.failed")}</p>}
      {catalogue.state === "ready" && catalogue.data.length === 0 && (
        <p>{t("console:marketing.pricing.empty")}</p>
      )}
      {(["contents", "hosting"] as const).map((kind) =>
        group(kind).length === 0 ? null : (
          <section key={kind} aria-labelledby={`plans-${kind}`}>
            <h2 id={`plans-${kind}`}>
              {t(
                kind === "contents"
                  ? "console:marketing.pricing.contentsTitle"
                  : "console:marketing.pricing.hostingTitle",
              )}
            </h2>
            <ul className="plan-list">
              {group(kind).map((plan) => (
                <PlanCard key={plan.id} plan={plan} period={period} />
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
});
