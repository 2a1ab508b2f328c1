import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import { StudentLicenceStore } from "../../stores/edu/StudentLicenceStore";
import { useStores } from "../../stores/StoreContext";
import { useCheckoutReturn } from "../commerce/useCheckoutReturn";
import { EduLoadProblem, isUnsettled } from "./EduLoadProblem";
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
  useCheckoutReturn(store, {
    paid: () => t("edu:licences.paid"),
    failed: (message) => t("edu:licences.failed", { message }),
    failedPlain: () => t("edu:licences.failedPlain"),
  });

  return (
    <div className="edu-page">
      <h1>{t("pages:purchaseStudent")}</h1>
      {isUnsettled(store.state) ? (
        <EduLoadProblem
          state={store.state}
          onRetry={() => void store.load(new URLSearchParams())}
        />
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
