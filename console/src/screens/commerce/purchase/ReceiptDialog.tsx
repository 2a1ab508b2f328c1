import type { Receipt } from "@orbis/core/contract";
import { htmlLang } from "@orbis/core/i18n";
import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Modal } from "../../../components/Modal";
import type { PurchaseStore, ReceiptView } from "../../../stores/commerce/PurchaseStore";
import { useStores } from "../../../stores/StoreContext";
import { PaymentStatusBadge } from "./PaymentStatusBadge";
import { methodLabel } from "./paymentLabels";

const ReceiptDetails = observer(({ receipt }: { readonly receipt: Receipt }) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();
  const paidAt = receipt.paidAt ?? receipt.createdAt;
  const buyer = [receipt.buyerName, receipt.buyerEmail].filter(Boolean).join(" · ");
  const rows: [string, ReactNode][] = [
    [t("purchase.receipt.merchantUid"), receipt.merchantUid],
    [t("purchase.receipt.order"), receipt.orderName],
    [t("purchase.receipt.amount"), formatMoney(receipt.amount, receipt.currency, ui.language)],
    [t("purchase.receipt.method"), methodLabel(receipt, t)],
    [t("purchase.receipt.status"), <PaymentStatusBadge key="status" status={receipt.status} />],
    [
      t("purchase.receipt.paidAt"),
      new Intl.DateTimeFormat(htmlLang(ui.language), {
        dateStyle: "medium",
        timeStyle: "short",
      }).format(new Date(paidAt)),
    ],
  ];
  if (buyer) rows.push([t("purchase.receipt.buyer"), buyer]);
  return (
    <>
      <dl className="purchase-receipt__details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.receiptUrl && (
        <p className="purchase-receipt__provider">
          <a href={receipt.receiptUrl} target="_blank" rel="noopener noreferrer">
            {t("purchase.receipt.providerReceipt")}
          </a>
        </p>
      )}
    </>
  );
});

/**
 * A payment's receipt in a dialog, in the interface language, with Print: the print stylesheet
 * leaves only the receipt on paper.
 */
export const ReceiptDialog = observer(
  ({ store, view }: { readonly store: PurchaseStore; readonly view: ReceiptView }) => {
    const { t } = useTranslation("commerce");
    return (
      <Modal
        title={t("purchase.receipt.title")}
        className="purchase-receipt"
        onClose={() => store.closeReceipt()}
      >
        {view.state === "failed" && (
          <div role="alert">
            <p>{t("common.loadFailed")}</p>
            <Button size="sm" onClick={() => void store.openReceipt(view.merchantUid)}>
              {t("common.retry")}
            </Button>
          </div>
        )}
        {view.state === "loading" && <p role="status">{t("purchase.receipt.loading")}</p>}
        {view.receipt && <ReceiptDetails receipt={view.receipt} />}
        <div className="commerce-actions purchase-receipt__actions">
          <Button variant="outline" disabled={view.receipt === null} onClick={() => window.print()}>
            {t("purchase.receipt.print")}
          </Button>
          <Button onClick={() => store.closeReceipt()}>{t("purchase.receipt.close")}</Button>
        </div>
      </Modal>
    );
  },
);
