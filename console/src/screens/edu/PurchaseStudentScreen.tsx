import { observer } from "mobx-react-lite";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import { StudentLicenceStore } from "../../stores/edu/StudentLicenceStore";
import { useStores } from "../../stores/StoreContext";
import { EduSuspense } from "./EduSuspense";
import { LicenceOffers } from "./LicenceOffers";
import "./edu.css";

/**
 * `/mypage/purchase-student` ("학생 라이선스 구매"): the licences ready to give and the student
 * licences on sale, bought once by card on the provider's checkout page after the payment terms;
 * back here, the purchase is confirmed and the counts read again. Anyone who may not buy
 * (140002) is told why and shown the plans.
 */
export const PurchaseStudentScreen = observer(() => {
  const root = useStores();
  const { t, i18n } = useTranslation(EDU_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(
    () =>
      new StudentLicenceStore({
        api: root.api,
        language: () => root.ui.language,
        currency: () => root.ui.currency,
        assign: (path) => window.location.assign(path),
        refusalText: (error) => errorText(i18n.t.bind(i18n), error, { serverWords: true }),
      }),
  );
  // The address is read once: the provider's return fields are dropped from it after.
  const [openedWith] = useState(() => new URLSearchParams(location.search));
  const { pathname } = location;
  const { snackbar } = root.ui;
  // Once per visit: a language change must not read the checkout's return again.
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void store.load(openedWith).then(() => {
      const purchase = store.purchase;
      if (purchase?.kind === "paid") snackbar.show(t("edu:licences.paid"), { severity: "success" });
      if (purchase?.kind === "failed")
        snackbar.show(
          purchase.message === null
            ? t("edu:licences.failedPlain")
            : t("edu:licences.failed", { message: purchase.message }),
          { severity: "error" },
        );
      if (openedWith.has("paymentId")) navigate(pathname, { replace: true });
    });
  }, [store, openedWith, navigate, pathname, snackbar, t]);

  return (
    <div className="edu-page">
      <h1>{t("pages:purchaseStudent")}</h1>
      {store.state === "idle" || store.state === "loading" ? (
        <p role="status">{t("edu:loading")}</p>
      ) : store.state === "failed" ? (
        <div role="alert">
          <p>{t("edu:loadFailed")}</p>
          <Button onClick={() => void store.load(new URLSearchParams())}>{t("edu:retry")}</Button>
        </div>
      ) : !store.allowed ? (
        <div className="edu-section">
          <p role="alert">{t("edu:licences.notAllowed")}</p>
          <div className="edu-links">
            <Button href="/payment">{t("edu:licences.changePlan")}</Button>
          </div>
        </div>
      ) : (
        <LicenceOffers store={store} />
      )}
    </div>
  );
});

/** The screen as its route shows it: its title while the education texts load. */
export const PurchaseStudentPage = () => (
  <EduSuspense titleKey="pages:purchaseStudent" screen={PurchaseStudentScreen} />
);
