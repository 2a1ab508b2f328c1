import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import type { InstructorStore } from "../../stores/edu/InstructorStore";
import { useStores } from "../../stores/StoreContext";
import { PaymentStatusBadge } from "../commerce/purchase/PaymentStatusBadge";
import { formatDay } from "../projects/dates";

/** The instructor's licence payments a page at a time, named in the payments language. */
export const InstructorHistory = observer(({ store }: { readonly store: InstructorStore }) => {
  const { t } = useTranslation(EDU_NAMESPACE);
  const { ui } = useStores();
  const titleId = useId();
  const page = store.historyPage;
  const pages = store.historyPageCount;

  return (
    <section className="edu-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("edu:instructor.historyTitle")}</h2>
      {store.historyState === "failed" ? (
        <div role="alert">
          <p>{t("edu:loadFailed")}</p>
          <Button onClick={() => void store.loadHistory()}>{t("edu:retry")}</Button>
        </div>
      ) : store.historyState !== "ready" ? (
        <p role="status">{t("edu:loading")}</p>
      ) : store.history.length === 0 ? (
        <p>{t("edu:instructor.historyNone")}</p>
      ) : (
        <table className="edu-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t("edu:instructor.product")}</th>
              <th scope="col">{t("edu:instructor.quantity")}</th>
              <th scope="col">{t("edu:instructor.amount")}</th>
              <th scope="col">{t("edu:instructor.paymentStatus")}</th>
              <th scope="col">{t("edu:instructor.paidAt")}</th>
            </tr>
          </thead>
          <tbody>
            {store.history.map((item) => (
              <tr key={item.merchantUid}>
                <td>{item.productName}</td>
                <td>{item.quantity}</td>
                <td>{formatMoney(item.amount, item.currency, ui.language)}</td>
                <td>
                  <PaymentStatusBadge status={item.status} />
                </td>
                <td>
                  {item.paidAt === null
                    ? t("edu:instructor.none")
                    : formatDay(item.paidAt, ui.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="edu-links" aria-label={t("edu:instructor.page", { page, pages })}>
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => void store.loadHistory(page - 1)}
          >
            {t("edu:instructor.previous")}
          </Button>
          <span>{t("edu:instructor.page", { page, pages })}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => void store.loadHistory(page + 1)}
          >
            {t("edu:instructor.next")}
          </Button>
        </nav>
      )}
    </section>
  );
});
