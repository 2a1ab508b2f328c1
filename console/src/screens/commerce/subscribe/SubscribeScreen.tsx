import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/errorText";
import { Button } from "../../../components/Button";
import { Modal } from "../../../components/Modal";
import { SubscriptionStore } from "../../../stores/commerce/SubscriptionStore";
import { useStores } from "../../../stores/StoreContext";
import { formatDay } from "../../projects/dates";
import { AccountPagesNav } from "../AccountPagesNav";
import { CommerceSuspense } from "../CommerceSuspense";
import { PayMethodModal } from "../modals/PayMethodModal";

const Subscription = observer(() => {
  const root = useStores();
  const { t, i18n } = useTranslation("commerce");
  const [store] = useState(
    () => new SubscriptionStore({ api: root.api, language: () => root.ui.language }),
  );
  const [methodOpen, setMethodOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);

  const language = root.ui.language;
  const day = (instant: string) => formatDay(instant, language);
  const plan = store.account?.plan ?? null;
  const next = store.nextCharge;
  const method = store.defaultMethod;

  const cancel = async () => {
    try {
      await store.cancelRenewal();
      root.ui.snackbar.show(t("subscribe.cancel.done"), { severity: "success" });
    } catch {
      // The global handler has shown the refusal.
    }
    setConfirmOpen(false);
  };

  return (
    <div className="commerce-page">
      <h1 id="subscribe-title">{t("subscribe.title")}</h1>
      <AccountPagesNav />
      {store.loadState === "loading" && <p>{t("common.loading")}</p>}
      {store.loadState === "failed" && (
        <p role="alert">
          {t("common.loadFailed")}{" "}
          <Button variant="text" onClick={() => void store.load()}>
            {t("common.retry")}
          </Button>
        </p>
      )}
      {store.loadState === "ready" && (
        <>
          <section className="commerce-section" aria-labelledby="subscribe-plan">
            <h2 id="subscribe-plan">{t("subscribe.plan.heading")}</h2>
            <dl className="commerce-facts">
              <dt>{t("subscribe.plan.name")}</dt>
              <dd data-testid="subscribed-plan">{plan ? plan.name : t("subscribe.plan.none")}</dd>
              {plan?.startedAt && (
                <>
                  <dt>{t("subscribe.plan.period")}</dt>
                  <dd>
                    {plan.expiresAt
                      ? t("subscribe.plan.range", {
                          from: day(plan.startedAt),
                          to: day(plan.expiresAt),
                        })
                      : t("subscribe.plan.since", { from: day(plan.startedAt) })}
                  </dd>
                </>
              )}
              {store.account?.hostingPlan && (
                <>
                  <dt>{t("subscribe.plan.hosting")}</dt>
                  <dd>{store.account.hostingPlan.name}</dd>
                </>
              )}
            </dl>
            <Button variant="outline" href="/payment">
              {t("subscribe.plan.change")}
            </Button>
          </section>

          <section className="commerce-section" aria-labelledby="subscribe-next">
            <h2 id="subscribe-next">{t("subscribe.next.heading")}</h2>
            {next ? (
              <>
                {next.status === "RESERVE_FAIL" && (
                  <p className="commerce-outcome commerce-outcome--failed" role="alert">
                    {t("subscribe.next.retry", { date: day(next.scheduledAt) })}
                  </p>
                )}
                <dl className="commerce-facts">
                  <dt>{t("subscribe.next.at")}</dt>
                  <dd>{day(next.scheduledAt)}</dd>
                  <dt>{t("subscribe.next.item")}</dt>
                  <dd>{next.orderName}</dd>
                  <dt>{t("subscribe.next.amount")}</dt>
                  <dd>{formatMoney(next.amount, next.currency, language)}</dd>
                </dl>
                <Button variant="text" theme="danger" onClick={() => setConfirmOpen(true)}>
                  {t("subscribe.cancel.action")}
                </Button>
              </>
            ) : (
              <p>{t("subscribe.next.none")}</p>
            )}
          </section>

          <section className="commerce-section" aria-labelledby="subscribe-method">
            <h2 id="subscribe-method">{t("subscribe.method.heading")}</h2>
            <p data-testid="default-method">
              {method
                ? [method.cardName, method.maskedNumber].filter(Boolean).join(" ")
                : t("subscribe.method.none")}
            </p>
            <Button variant="outline" onClick={() => setMethodOpen(true)} disabled={store.busy}>
              {t("subscribe.method.change")}
            </Button>
            {store.methods.filter((m) => !m.isDefault).length > 0 && (
              <>
                <h3>{t("subscribe.method.others")}</h3>
                <ul>
                  {store.methods
                    .filter((m) => !m.isDefault)
                    .map((m) => (
                      <li key={m.paymentsMethodsId}>
                        {[m.cardName, m.maskedNumber].filter(Boolean).join(" ")}{" "}
                        <Button
                          size="sm"
                          variant="text"
                          disabled={store.busy}
                          onClick={() =>
                            void store.makeDefault(m.paymentsMethodsId).catch(() => {})
                          }
                        >
                          {t("subscribe.method.makeDefault")}
                        </Button>
                      </li>
                    ))}
                </ul>
              </>
            )}
          </section>
        </>
      )}

      <PayMethodModal
        open={methodOpen}
        terms={store.terms}
        onSubmit={async (body) => {
          try {
            await store.changeMethod(body);
          } catch (error) {
            // The catalogue's words only: a refused card reads once, plainly (docs/decisions.md).
            throw new Error(errorText(i18n.t.bind(i18n), error));
          }
          setMethodOpen(false);
          root.ui.snackbar.show(t("subscribe.method.changed"), { severity: "success" });
        }}
        onClose={() => setMethodOpen(false)}
      />

      {confirmOpen && next && (
        <Modal title={t("subscribe.cancel.confirmTitle")} onClose={() => setConfirmOpen(false)}>
          <p>
            {t("subscribe.cancel.confirmText", {
              date: plan?.expiresAt ? day(plan.expiresAt) : day(next.scheduledAt),
            })}
          </p>
          <div className="commerce-actions">
            <Button theme="danger" onClick={() => void cancel()} disabled={store.busy}>
              {t("subscribe.cancel.confirm")}
            </Button>
            <Button variant="outline" onClick={() => setConfirmOpen(false)}>
              {t("subscribe.cancel.keep")}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
});

/** `/mypage/subscribe`: plan, period, next charge, payment method (change) and renewal (cancel). */
export const SubscribeScreen = () => (
  <CommerceSuspense titleKey="pages:subscription">
    <Subscription />
  </CommerceSuspense>
);
