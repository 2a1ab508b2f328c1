import type { Currency } from "@orbis/core/contract";
import { eduPlanFeatures } from "@orbis/core/edu";
import { formatStorageSize } from "@orbis/core/format";
import { type BillingPeriod, formatMoney, type PlanOffer } from "@orbis/core/payments";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { useStores } from "../../../stores/StoreContext";
import { countFigure } from "../../marketing/planFigures";

/**
 * One plan on offer: its price for the period, its main limits, what an education plan is for
 * (groups, licences, reviews, certification: from its flags), and the button that chooses it.
 */
export const PlanOfferCard = ({
  offer,
  period,
  currency,
  current,
  chosen,
  onChoose,
}: {
  readonly offer: PlanOffer;
  readonly period: BillingPeriod;
  readonly currency: Currency;
  readonly current: boolean;
  readonly chosen: boolean;
  readonly onChoose: () => void;
}) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();
  const { constraints } = offer.plan;
  const count = (limit: number | null) => countFigure(limit, t("plans.limits.unlimited"));
  const headingId = `plan-offer-${offer.planId}`;
  return (
    <li className={`plan-offer${chosen ? " plan-offer--chosen" : ""}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{offer.name}</h2>
      <p className="plan-offer__price">
        {offer.price === null
          ? t("plans.notSold")
          : t(`plans.perPeriod.${period}`, {
              price: formatMoney(offer.price, currency, ui.language),
            })}
      </p>
      <ul className="plan-offer__limits">
        {offer.plan.kind === "hosting" ? (
          <li>{t("plans.limits.hostingProjects", { count: count(constraints.projectCount) })}</li>
        ) : (
          <>
            <li>{t("plans.limits.projects", { count: count(constraints.projectCount) })}</li>
            <li>{t("plans.limits.tours", { count: count(constraints.tourCountPerProject) })}</li>
          </>
        )}
        {constraints.storageUsageSize > 0 && (
          <li>
            {t("plans.limits.storage", { size: formatStorageSize(constraints.storageUsageSize) })}
          </li>
        )}
        {eduPlanFeatures(offer.plan).map((feature) => (
          <li key={feature}>{t(`plans.limits.edu.${feature}`)}</li>
        ))}
      </ul>
      {current ? (
        <span className="plan-offer__badge">{t("plans.currentBadge")}</span>
      ) : (
        <Button
          variant={chosen ? "fill" : "outline"}
          selected={chosen}
          disabled={offer.price === null}
          onClick={onChoose}
        >
          {chosen ? t("plans.chosen") : t("plans.choose", { plan: offer.name })}
        </Button>
      )}
    </li>
  );
};
