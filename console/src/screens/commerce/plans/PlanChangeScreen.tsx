import { loginRedirectPath } from "@orbis/core/auth";
import { paymentsLanguageFor } from "@orbis/core/i18n";
import { type BillingPeriod, formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { errorText } from "../../../api/errorText";
import { Button } from "../../../components/Button";
import { RadioChoices } from "../../../components/RadioChoices";
import { PlanChangeStore } from "../../../stores/commerce/PlanChangeStore";
import { useStores } from "../../../stores/StoreContext";
import { formatDay } from "../../projects/dates";
import { CommerceSuspense } from "../CommerceSuspense";
import { CouponPicker } from "../coupon/CouponPicker";
import { PaymentModal } from "../modals/PaymentModal";
import { PaymentTerms } from "../modals/PaymentTerms";
import { PlanOfferCard } from "./PlanOfferCard";
import { QuotePanel } from "./QuotePanel";

const PERIOD_PATHS: Readonly<Record<BillingPeriod, string>> = {
  MONTH: "/payment",
  YEAR: "/payment/yearly",
};

/** Choose a plan, see what it costs now, and pay. */
const PlanChange = observer(({ period }: { readonly period: BillingPeriod }) => {
  const root = useStores();
  const { t, i18n } = useTranslation("commerce");
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(
    () =>
      new PlanChangeStore(
        {
          api: root.api,
          language: () => root.ui.language,
          currency: () => root.ui.currency,
          user: () => root.auth.user,
          signIn: (path) => navigate(loginRedirectPath(path)),
          assign: (path) => window.location.assign(path),
          // The catalogue's words only: a declined card reads once, plainly, in the buyer's
          // language (the provider's English reason would repeat it).
          refusalText: (error) => errorText(i18n.t.bind(i18n), error),
        },
        period,
      ),
  );
  const [cardOpen, setCardOpen] = useState(false);

  // The address is read once, when the screen opens; the provider's return fields are then
  // dropped from it, so that a reload does not read them again.
  const [openedWith] = useState(() => new URLSearchParams(location.search));
  const { pathname } = location;
  useEffect(() => store.watchSession(), [store]);
  useEffect(() => {
    void store.load(openedWith).then(() => {
      if (openedWith.has("paymentId")) navigate(pathname, { replace: true });
    });
  }, [store, openedWith, navigate, pathname]);

  const language = root.ui.language;
  const selected = store.selected;
  const quote = store.quote;
  const totalText = quote
    ? formatMoney(quote.amount, quote.currency, language, { zeroAsFree: true })
    : "";
  const payByPayPal = () => {
    const refused = store.payPalTerms.mandatoryError(paymentsLanguageFor(language));
    if (refused !== null) {
      root.ui.snackbar.show(refused, { severity: "error" });
      return;
    }
    void store.payByPayPal(location.pathname).catch(() => {});
  };

  // The quote and its Pay buttons come into view once the chosen plan is priced: they sit below
  // every plan and hosting card, far under the button that was pressed.
  const checkoutRef = useRef<HTMLDivElement>(null);
  const priced = selected !== undefined && store.quoteState === "ready" ? selected.planId : null;
  useEffect(() => {
    if (priced !== null) checkoutRef.current?.scrollIntoView({ block: "center" });
  }, [priced]);

  return (
    <div className="commerce-page">
      <h1 id="plan-change-title">{t("plans.title")}</h1>
      <nav className="commerce-tabs" aria-label={t("plans.periods.label")}>
        {(Object.keys(PERIOD_PATHS) as BillingPeriod[]).map((p) => (
          <Link
            key={p}
            to={PERIOD_PATHS[p]}
            className={p === period ? "commerce-tab commerce-tab--on" : "commerce-tab"}
            aria-current={p === period ? "page" : undefined}
          >
            {t(`plans.periods.${p}`)}
          </Link>
        ))}
      </nav>

      {store.loadState === "loading" && <p>{t("common.loading")}</p>}
      {store.loadState === "failed" && (
        <p role="alert">
          {t("common.loadFailed")}{" "}
          <Button variant="text" onClick={() => void store.load(new URLSearchParams())}>
            {t("common.retry")}
          </Button>
        </p>
      )}

      {store.loadState === "ready" && (
        <>
          <p className="commerce-current">
            {store.account?.plan
              ? store.account.plan.expiresAt
                ? t("plans.currentUntil", {
                    plan: store.account.plan.name,
                    date: formatDay(store.account.plan.expiresAt, language),
                  })
                : t("plans.current", { plan: store.account.plan.name })
              : t("plans.noPlan")}
          </p>

          <RadioChoices
            className="commerce-methods"
            legend={t("plans.method.label")}
            name="pay-method"
            choices={(["card", "paypal"] as const).map((method) => ({
              value: method,
              label: t(`plans.method.${method}`),
            }))}
            value={store.payMethod}
            onChange={(method) => void store.setPayMethod(method)}
          />

          <ul className="plan-offers" aria-label={t("plans.title")}>
            {store.offers.map((offer) => (
              <PlanOfferCard
                key={offer.planId}
                offer={offer}
                period={period}
                currency={store.currency}
                current={offer.planId === store.currentPlanId}
                chosen={offer.planId === store.selectedPlanId}
                onChoose={() => void store.choose(offer.planId, location.pathname)}
              />
            ))}
          </ul>

          <h2 className="plan-offers__heading">{t("plans.hosting")}</h2>
          <ul className="plan-offers" aria-label={t("plans.hosting")}>
            {store.hostingOffers.map((offer) => (
              <PlanOfferCard
                key={offer.planId}
                offer={offer}
                period={period}
                currency={store.currency}
                current={offer.planId === store.currentHostingId}
                chosen={offer.planId === store.selectedPlanId}
                onChoose={() => void store.choose(offer.planId, location.pathname)}
              />
            ))}
          </ul>

          <div ref={checkoutRef} className="plan-checkout">
            {selected && (
              <CouponPicker
                choices={store.coupon.choices}
                value={store.coupon.appliedId}
                onChange={(couponId) => void store.setCoupon(couponId)}
                refusal={store.coupon.error}
                disabled={store.paying || store.quoteState === "loading"}
              />
            )}

            {selected && (
              <QuotePanel
                planName={selected.name}
                period={period}
                state={store.quoteState}
                quote={quote}
                error={store.quoteError}
              />
            )}

            {selected && quote && store.quoteState === "ready" && (
              <div className="commerce-actions">
                {store.payMethod === "card" && store.savedMethod && (
                  <Button
                    onClick={() => void store.payWithSavedMethod().catch(() => {})}
                    disabled={store.paying}
                  >
                    {quote.changeKind === "downgrade"
                      ? t("plans.pay.schedule")
                      : t("plans.pay.savedCard", {
                          total: totalText,
                          card: [store.savedMethod.cardName, store.savedMethod.maskedNumber]
                            .filter(Boolean)
                            .join(" "),
                        })}
                  </Button>
                )}
                {store.payMethod === "card" && (
                  <Button
                    variant={store.savedMethod ? "outline" : "fill"}
                    onClick={() => {
                      store.dismissOutcome();
                      setCardOpen(true);
                    }}
                    disabled={store.paying}
                  >
                    {store.savedMethod ? t("plans.pay.otherCard") : t("plans.pay.byCard")}
                  </Button>
                )}
                {store.payMethod === "paypal" && (
                  <>
                    <PaymentTerms checklist={store.payPalTerms} selectAll />
                    <Button onClick={payByPayPal} disabled={store.paying}>
                      {store.paying ? t("plans.pay.paying") : t("plans.pay.paypal")}
                    </Button>
                  </>
                )}
              </div>
            )}
          </div>

          <Outcome store={store} />
        </>
      )}

      {selected && quote && (
        <PaymentModal
          open={cardOpen}
          product={{
            name: selected.name,
            detail: t(`plans.periods.${period}`),
            totalText,
          }}
          terms={store.terms}
          onPay={async (card) => {
            await store.payByCard(card);
            setCardOpen(false);
          }}
          onClose={() => setCardOpen(false)}
        />
      )}
    </div>
  );
});

/** How the last payment ended, with the ways on; brought into view and focused when it changes. */
const Outcome = observer(({ store }: { readonly store: PlanChangeStore }) => {
  const outcome = store.outcome;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === null) return;
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, [outcome]);
  if (outcome === null) return null;
  return (
    <div ref={ref} tabIndex={-1} className="commerce-outcome-frame">
      <OutcomeText store={store} />
    </div>
  );
});

/** The words of the last payment's end. */
const OutcomeText = observer(({ store }: { readonly store: PlanChangeStore }) => {
  const { t } = useTranslation("commerce");
  const root = useStores();
  const outcome = store.outcome;
  if (outcome === null) return null;
  switch (outcome.kind) {
    case "settling":
      return (
        <p className="commerce-outcome" role="status">
          {t("plans.outcome.settling")}
        </p>
      );
    case "failed":
      return (
        <p className="commerce-outcome commerce-outcome--failed" role="alert">
          {outcome.message === null
            ? t("plans.outcome.failedPlain")
            : t("plans.outcome.failed", { message: outcome.message })}
        </p>
      );
    case "scheduled":
      return (
        <p className="commerce-outcome" role="status">
          {t("plans.outcome.scheduled", { date: formatDay(outcome.startsAt, root.ui.language) })}
        </p>
      );
    case "paid":
      return (
        <div className="commerce-outcome commerce-outcome--paid" role="status">
          <p>{t("plans.outcome.paid", { goods: outcome.goods })}</p>
          <p>
            <Link to="/mypage/subscribe">{t("plans.outcome.subscription")}</Link>
            {" · "}
            <Link to="/mypage/purchase">{t("plans.outcome.receipts")}</Link>
          </p>
        </div>
      );
  }
});

/** `/payment` and `/payment/yearly`, their texts loaded first. */
export const PlanChangeScreen = ({ period }: { readonly period: BillingPeriod }) => (
  <CommerceSuspense titleKey="pages:payment">
    <PlanChange period={period} />
  </CommerceSuspense>
);

/** `/payment`: the monthly plans. */
export const MonthlyPlanChange = () => <PlanChangeScreen period="MONTH" />;

/** `/payment/yearly`: the yearly plans. */
export const YearlyPlanChange = () => <PlanChangeScreen period="YEAR" />;
