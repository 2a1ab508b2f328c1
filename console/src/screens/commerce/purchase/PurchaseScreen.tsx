import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PurchaseStore } from "../../../stores/commerce/PurchaseStore";
import { useStores } from "../../../stores/StoreContext";
import { CommerceSuspense } from "../CommerceSuspense";
import { PaymentHistory } from "./PaymentHistory";
import { ReceiptDialog } from "./ReceiptDialog";
import { RefundDialog } from "./RefundDialog";
import { ScheduledPayments } from "./ScheduledPayments";
import "./purchase.css";

const Purchases = observer(() => {
  const { t } = useTranslation("commerce");
  const root = useStores();
  // The screen's own store: nothing of payments is registered in the root store.
  const [store] = useState(
    () => new PurchaseStore({ api: root.api, ui: root.ui, now: root.now, log: root.log }),
  );
  useEffect(() => {
    void store.loadHistory(1);
    void store.loadScheduled();
  }, [store]);
  return (
    <div className="commerce-page purchase-page">
      <h1>{t("pages:purchase")}</h1>
      <PaymentHistory store={store} />
      <ScheduledPayments store={store} />
      {store.refunding && <RefundDialog store={store} payment={store.refunding} />}
      {store.receipt && <ReceiptDialog store={store} view={store.receipt} />}
    </div>
  );
});

/**
 * `/mypage/purchase` ("구독 정보"): the payment history a page at a time with each payment's
 * receipt and, where it may still be granted, a refund; then the charges scheduled next.
 */
export const PurchaseScreen = () => (
  <CommerceSuspense titleKey="pages:purchase">
    <Purchases />
  </CommerceSuspense>
);
