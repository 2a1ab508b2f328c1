import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import { LICENCE_DURATIONS, type StudentLicenceStore } from "../../stores/edu/StudentLicenceStore";
import { useStores } from "../../stores/StoreContext";
import { PaymentTerms } from "../commerce/modals/PaymentTerms";
import "../commerce/modals/modals.css";

/** The licences ready to give, each licence on sale with its buy button, and the payment terms. */
export const LicenceOffers = observer(({ store }: { readonly store: StudentLicenceStore }) => {
  const root = useStores();
  const { t } = useTranslation(EDU_NAMESPACE);
  const { pathname } = useLocation();
  const availableId = useId();
  const offersId = useId();
  const available = store.available;
  const purchase = store.purchase;
  const language = root.ui.language;
  const currency = root.ui.currency;

  const buy = async (offer: (typeof store.offers)[number]) => {
    const missing = await store.buy(offer, pathname);
    if (missing !== null) root.ui.snackbar.show(missing, { severity: "error" });
  };

  return (
    <>
      <p>{t("edu:licences.lead")}</p>
      <section className="edu-section" aria-labelledby={availableId}>
        <h2 id={availableId}>{t("edu:licences.availableTitle")}</h2>
        {available === null ? (
          <p>{t("edu:licences.availableUnknown")}</p>
        ) : (
          <ul className="edu-list">
            {LICENCE_DURATIONS.map((months) => (
              <li key={months}>
                {t("edu:licences.availableItem", { months, count: available[months] })}
              </li>
            ))}
          </ul>
        )}
        <div className="edu-links">
          <Button variant="outline" href="/admin">
            {t("edu:licences.deliver")}
          </Button>
        </div>
      </section>
      <section className="edu-section" aria-labelledby={offersId}>
        <h2 id={offersId}>{t("edu:licences.offersTitle")}</h2>
        {purchase?.kind === "settling" && <p role="status">{t("edu:licences.settling")}</p>}
        {purchase?.kind === "refused" && (
          <p role="alert" className="edu-problem">
            {purchase.notAllowed
              ? t("edu:licences.notAllowed")
              : t("edu:licences.failed", { message: purchase.message })}
          </p>
        )}
        {store.offers.length === 0 ? (
          <p>{t("edu:licences.none")}</p>
        ) : (
          <ul className="edu-list">
            {store.offers.map((offer) => (
              <li key={offer.goodsCode}>
                <span className="edu-list__main">
                  <span className="edu-list__title">{offer.name}</span>
                  <span>
                    {t("edu:licences.item", {
                      months: offer.durationMonths,
                      count: offer.licenceCount,
                      price: formatMoney(offer.price, currency, language),
                    })}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={store.checkout.paying}
                  onClick={() => void buy(offer)}
                >
                  {t("edu:licences.buy", { name: offer.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {/* The terms speak the commerce namespace, loaded on demand: nothing shows until then. */}
        <Suspense fallback={null}>
          <PaymentTerms checklist={store.terms} selectAll />
        </Suspense>
      </section>
    </>
  );
});
