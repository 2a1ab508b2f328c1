import type { OrderQuote } from "@orbis/core/contract";
import { type BillingPeriod, quoteView } from "@orbis/core/payments";
import { useTranslation } from "react-i18next";
import type { LoadState } from "../../../stores/loadState";
import { useStores } from "../../../stores/StoreContext";
import { formatDay } from "../../projects/dates";

/** What the chosen plan costs, as the server priced it: now, or when a cheaper plan starts. */
export const QuotePanel = ({
  planName,
  period,
  state,
  quote,
  error,
}: {
  readonly planName: string;
  readonly period: BillingPeriod;
  readonly state: LoadState;
  readonly quote: OrderQuote | null;
  readonly error: string | null;
}) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();
  if (state === "loading") return <p role="status">{t("plans.quote.loading")}</p>;
  if (state === "failed") return <p role="alert">{error}</p>;
  if (quote === null) return null;
  const view = quoteView(quote, ui.language);
  const day = (at: Date) => formatDay(at.toISOString(), ui.language);
  const sentence =
    view.kind === "downgrade"
      ? t("plans.quote.downgrade", {
          plan: planName,
          date: day(view.startsAt),
          total: view.totalText,
        })
      : t(view.kind === "upgrade" ? "plans.quote.upgrade" : "plans.quote.new", {
          total: view.totalText,
          from: day(view.from),
          to: day(view.to),
        });
  return (
    <section className="quote-panel" aria-labelledby="quote-heading" aria-live="polite">
      <h2 id="quote-heading">
        {t("plans.quote.heading", { plan: planName, period: t(`plans.periods.${period}`) })}
      </h2>
      <p data-testid="quote-sentence">{sentence}</p>
      <dl>
        <dt>{t("plans.quote.subtotal")}</dt>
        <dd>{view.subtotalText}</dd>
        {view.discountText !== null && (
          <>
            <dt>{t("plans.quote.discount")}</dt>
            <dd>−{view.discountText}</dd>
          </>
        )}
        <dt>{t("plans.quote.total")}</dt>
        <dd className="quote-panel__total">{view.totalText}</dd>
      </dl>
    </section>
  );
};
