import { formatStorageSize } from "@orbis/core/format";
import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { StorageOptionsStore } from "../../../stores/commerce/StorageOptionsStore";
import { useStores } from "../../../stores/StoreContext";
import { PaymentTerms } from "../modals/PaymentTerms";
import { useCheckoutReturn } from "../useCheckoutReturn";
import "../modals/modals.css";
import { errorText } from "../../../api/errorText";

/**
 * Extra storage on the usage screen: each option with its size, period and price, bought once by
 * card on the provider's checkout page after the payment terms; back here, the purchase is
 * confirmed and `onBought` reloads the figures.
 */
export const StorageOptions = observer(({ onBought }: { readonly onBought: () => void }) => {
  const root = useStores();
  const { t, i18n } = useTranslation("commerce");
  const titleId = useId();
  const [store] = useState(
    () =>
      new StorageOptionsStore({
        api: root.api,
        language: () => root.ui.language,
        currency: () => root.ui.currency,
        assign: (path) => window.location.assign(path),
        refusalText: (error) => errorText(i18n.t.bind(i18n), error, { serverWords: true }),
      }),
  );
  // Back from the checkout page the buyer is at the top: the outcome is said where seen.
  const pathname = useCheckoutReturn(
    store,
    {
      paid: () => t("usage.more.paid"),
      failed: (message) => t("usage.more.failed", { message }),
      failedPlain: () => t("usage.more.failedPlain"),
    },
    onBought,
  );

  if (store.state !== "ready" || store.offers.length === 0) return null;
  const language = root.ui.language;
  const currency = root.ui.currency;
  const buy = async (offer: (typeof store.offers)[number]) => {
    const missing = await store.buy(offer, pathname);
    if (missing !== null) root.ui.snackbar.show(missing, { severity: "error" });
  };
  const purchase = store.purchase;
  return (
    <section className="usage-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("usage.more.title")}</h2>
      <p>{t("usage.more.lead")}</p>
      {purchase?.kind === "settling" && <p role="status">{t("usage.more.settling")}</p>}
      {purchase?.kind === "refused" && (
        <p role="alert" className="commerce-outcome commerce-outcome--failed">
          {t("usage.more.failed", { message: purchase.message })}
        </p>
      )}
      <ul className="usage-options">
        {store.offers.map((offer) => (
          <li key={offer.goodsCode}>
            <span>
              {t("usage.more.item", {
                size: formatStorageSize(offer.storageBytes),
                period: t(`usage.more.period.${offer.periodUnit}`, { count: offer.periodCount }),
                price: formatMoney(offer.price, currency, language),
              })}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={store.checkout.paying}
              onClick={() => void buy(offer)}
            >
              {t("usage.more.buy", { name: offer.name })}
            </Button>
          </li>
        ))}
      </ul>
      <PaymentTerms checklist={store.terms} selectAll />
    </section>
  );
});
