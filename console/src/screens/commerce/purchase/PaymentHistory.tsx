import type { PaymentHistoryItem } from "@orbis/core/contract";
import { errorEntry } from "@orbis/core/errors";
import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import type { PurchaseStore } from "../../../stores/commerce/PurchaseStore";
import { useStores } from "../../../stores/StoreContext";
import { formatDay } from "../../projects/dates";
import { PaymentStatusBadge } from "./PaymentStatusBadge";
import { methodLabel } from "./paymentLabels";

type Props = { readonly store: PurchaseStore };

const PaymentRow = observer(({ store, payment }: Props & { payment: PaymentHistoryItem }) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();
  const noRefundBecause = store.refundReason(payment);
  return (
    <tr data-payment={payment.merchantUid}>
      <td>{formatDay(payment.paidAt ?? payment.createdAt, ui.language)}</td>
      <td>{payment.orderName}</td>
      <td className="commerce-amount">
        {formatMoney(payment.amount, payment.currency, ui.language)}
      </td>
      <td>{methodLabel(payment, t)}</td>
      <td>
        <PaymentStatusBadge status={payment.status} />
        {payment.status === "RESERVE_FAIL" && (
          <p className="commerce-note">{t("purchase.history.notCharged")}</p>
        )}
      </td>
      <td>
        <div className="commerce-actions">
          <Button
            size="sm"
            variant="outline"
            label={`${t("purchase.history.receipt")}: ${payment.orderName}`}
            onClick={() => void store.openReceipt(payment.merchantUid)}
          >
            {t("purchase.history.receipt")}
          </Button>
          {store.canRefund(payment) && (
            <Button
              size="sm"
              variant="text"
              theme="danger"
              label={`${t("purchase.history.refund")}: ${payment.orderName}`}
              onClick={() => store.askRefund(payment)}
            >
              {t("purchase.history.refund")}
            </Button>
          )}
        </div>
        {noRefundBecause !== null && (
          <p className="commerce-note">{t(`errors:${errorEntry(noRefundBecause).key}`)}</p>
        )}
      </td>
    </tr>
  );
});

const Pager = observer(({ store }: Props) => {
  const { t } = useTranslation("commerce");
  const page = store.query.pageNo;
  return (
    <nav className="commerce-pager" aria-label={t("purchase.history.pager")}>
      <Button
        size="sm"
        variant="outline"
        disabled={page <= 1}
        onClick={() => void store.loadHistory(page - 1)}
      >
        {t("purchase.history.previous")}
      </Button>
      <span>{t("purchase.history.page", { page, pages: store.pageCount })}</span>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= store.pageCount}
        onClick={() => void store.loadHistory(page + 1)}
      >
        {t("purchase.history.next")}
      </Button>
    </nav>
  );
});

const HistoryBody = observer(({ store }: Props) => {
  const { t } = useTranslation("commerce");
  if (store.historyState === "failed")
    return (
      <div role="alert">
        <p>{t("common.loadFailed")}</p>
        <Button size="sm" onClick={() => void store.loadHistory()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  if (store.historyState !== "ready") return <p role="status">{t("common.loading")}</p>;
  if (store.payments.length === 0) return <p>{t("purchase.history.empty")}</p>;
  return (
    <>
      <div className="commerce-table-wrap">
        <table className="commerce-table">
          <thead>
            <tr>
              <th scope="col">{t("purchase.history.date")}</th>
              <th scope="col">{t("purchase.history.order")}</th>
              <th scope="col" className="commerce-amount">
                {t("purchase.history.amount")}
              </th>
              <th scope="col">{t("purchase.history.method")}</th>
              <th scope="col">{t("purchase.history.status")}</th>
              <th scope="col">{t("purchase.history.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {store.payments.map((payment) => (
              <PaymentRow key={payment.merchantUid} store={store} payment={payment} />
            ))}
          </tbody>
        </table>
      </div>
      {store.pageCount > 1 && <Pager store={store} />}
    </>
  );
});

/** The payment history: a table of one page of payments, newest first, with its pager. */
export const PaymentHistory = observer(({ store }: Props) => {
  const { t } = useTranslation("commerce");
  const titleId = useId();
  return (
    <section className="commerce-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("purchase.history.title")}</h2>
      <HistoryBody store={store} />
    </section>
  );
});
