import type { PaymentHistoryItem } from "@orbis/core/contract";
import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Modal } from "../../../components/Modal";
import type { PurchaseStore } from "../../../stores/commerce/PurchaseStore";
import { useStores } from "../../../stores/StoreContext";

/**
 * The question before a refund: what is refunded and that the item is taken back. Once
 * confirmed, the refunded receipt takes its place; a refusal is the global snackbar's.
 */
export const RefundDialog = observer(
  ({ store, payment }: { readonly store: PurchaseStore; readonly payment: PaymentHistoryItem }) => {
    const { t } = useTranslation("commerce");
    const { ui } = useStores();
    const working = store.refundState === "working";
    const confirm = async () => {
      if (await store.confirmRefund())
        ui.snackbar.show(t("purchase.refund.done"), { severity: "success" });
    };
    return (
      <Modal title={t("purchase.refund.title")} onClose={() => store.cancelRefund()}>
        <p>
          {t("purchase.refund.text", {
            order: payment.orderName,
            amount: formatMoney(payment.amount, payment.currency, ui.language),
          })}
        </p>
        <p>{t("purchase.refund.window")}</p>
        {working && <p role="status">{t("purchase.refund.working")}</p>}
        <div className="commerce-actions purchase-refund__actions">
          <Button variant="outline" disabled={working} onClick={() => store.cancelRefund()}>
            {t("purchase.refund.cancel")}
          </Button>
          <Button theme="danger" disabled={working} onClick={() => void confirm()}>
            {t("purchase.refund.confirm")}
          </Button>
        </div>
      </Modal>
    );
  },
);
