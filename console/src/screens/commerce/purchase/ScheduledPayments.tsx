import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import type { PurchaseStore } from "../../../stores/commerce/PurchaseStore";
import { useStores } from "../../../stores/StoreContext";
import { formatDay } from "../../projects/dates";
import { PaymentStatusBadge } from "./PaymentStatusBadge";

type Props = { readonly store: PurchaseStore };

const ScheduledBody = observer(({ store }: Props) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();
  if (store.scheduledState === "failed")
    return (
      <div role="alert">
        <p>{t("common.loadFailed")}</p>
        <Button size="sm" onClick={() => void store.loadScheduled()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  if (store.scheduledState !== "ready") return <p role="status">{t("common.loading")}</p>;
  if (store.scheduled.length === 0) return <p>{t("purchase.scheduled.empty")}</p>;
  return (
    <div className="commerce-table-wrap">
      <table className="commerce-table">
        <thead>
          <tr>
            <th scope="col">{t("purchase.scheduled.date")}</th>
            <th scope="col">{t("purchase.scheduled.order")}</th>
            <th scope="col" className="commerce-amount">
              {t("purchase.scheduled.amount")}
            </th>
            <th scope="col">{t("purchase.history.status")}</th>
          </tr>
        </thead>
        <tbody>
          {store.scheduled.map((charge) => (
            <tr key={charge.merchantUid} data-payment={charge.merchantUid}>
              <td>{formatDay(charge.scheduledAt, ui.language)}</td>
              <td>{charge.orderName}</td>
              <td className="commerce-amount">
                {formatMoney(charge.amount, charge.currency, ui.language)}
              </td>
              <td>
                <PaymentStatusBadge status={charge.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** The charges the billing job will make next (a plan's renewal, a scheduled cheaper plan). */
export const ScheduledPayments = observer(({ store }: Props) => {
  const { t } = useTranslation("commerce");
  const titleId = useId();
  return (
    <section className="commerce-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("purchase.scheduled.title")}</h2>
      <ScheduledBody store={store} />
    </section>
  );
});
