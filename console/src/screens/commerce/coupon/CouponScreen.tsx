import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CouponWalletStore } from "../../../stores/commerce/CouponWalletStore";
import { useStores } from "../../../stores/StoreContext";
import { CommerceSuspense } from "../CommerceSuspense";
import { CouponCodeForm } from "./CouponCodeForm";
import { CouponList } from "./CouponList";
import "./coupon.css";
import { errorText } from "../../../api/errorText";

const Coupons = observer(() => {
  const { t, i18n } = useTranslation("commerce");
  const root = useStores();
  // The screen's own store; the root's `coupons` is the first-access dialog, not this wallet.
  const [wallet] = useState(
    () =>
      new CouponWalletStore({
        api: root.api,
        ui: root.ui,
        now: root.now,
        log: root.log,
        refusalText: (error) => errorText(i18n.t.bind(i18n), error, { serverWords: true }),
      }),
  );
  useEffect(() => {
    void wallet.load();
  }, [wallet]);
  return (
    <div className="commerce-page coupon-page">
      <h1>{t("pages:coupon")}</h1>
      {/* Offered coupons are claimed on the event page: the way there from one's own coupons. */}
      <p className="coupon-events">
        {t("coupon.events.lead")} <Link to="/builder/event">{t("coupon.events.link")}</Link>
      </p>
      <CouponCodeForm wallet={wallet} />
      <CouponList wallet={wallet} />
    </div>
  );
});

/** `/mypage/coupon` ("쿠폰 등록"): redeem a coupon code, and the coupons held with their state. */
export const CouponScreen = () => (
  <CommerceSuspense titleKey="pages:coupon">
    <Coupons />
  </CommerceSuspense>
);
