import { loginRedirectPath } from "@orbis/core/auth";
import { currentOffers, discountFitsCurrency } from "@orbis/core/coupons";
import { formatMoney } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "../../components/Button";
import { CouponWalletStore } from "../../stores/commerce/CouponWalletStore";
import { useStores } from "../../stores/StoreContext";
import { OfferClaim } from "../commerce/coupon/OfferClaim";
import { useServerData } from "./useServerData";
import "./marketing.css";
import { errorText } from "../../api/errorText";

/** The list of offers the server has for the signed-in user, each to claim. */
const Offers = observer(() => {
  const { t, i18n } = useTranslation();
  const { api, ui, now, log } = useStores();
  // This page is a lazy chunk of its own, so the wallet's code stays off the landing bundle.
  const [wallet] = useState(
    () =>
      new CouponWalletStore({
        api,
        ui,
        now,
        log,
        refusalText: (error) => errorText(i18n.t.bind(i18n), error, { serverWords: true }),
      }),
  );
  const coupons = useServerData(
    () => api.getDownloadableCoupons({}).then(currentOffers),
    `coupons:${ui.language}`,
  );
  if (coupons.state === "loading") return <p role="status">{t("console:marketing.loading")}</p>;
  if (coupons.state === "failed") return <p role="alert">{t("console:marketing.failed")}</p>;
  if (coupons.data.length === 0) return <p>{t("console:marketing.event.none")}</p>;
  return (
    <ul className="offer-list">
      {coupons.data.map((coupon) => (
        <li key={coupon.id} data-coupon={coupon.id}>
          <h2>{coupon.name}</h2>
          <p>
            <strong>
              {coupon.discount.kind === "percent"
                ? t("console:marketing.event.percentOff", { percent: coupon.discount.percent })
                : t("console:marketing.event.amountOff", {
                    amount: formatMoney(
                      coupon.discount.amount,
                      coupon.discount.currency,
                      ui.language,
                    ),
                  })}
            </strong>
          </p>
          <p>{coupon.description}</p>
          {coupon.expiresAt && (
            <p>{t("console:marketing.event.expires", { date: coupon.expiresAt.slice(0, 10) })}</p>
          )}
          {coupon.state === "unused" && <p>{t("console:marketing.event.owned")}</p>}
          {/* A fixed amount in another currency takes nothing off this buyer's payments
              (docs/decisions.md): said, and not offered to claim. */}
          {coupon.state === null &&
            (discountFitsCurrency(coupon.discount, ui.currency) ? (
              <OfferClaim wallet={wallet} couponId={coupon.id} couponName={coupon.name} />
            ) : (
              <p className="offer-other-currency">
                {t("console:marketing.event.otherCurrency", {
                  currency: t(
                    `currencies.${coupon.discount.kind === "amount" ? coupon.discount.currency : ui.currency}`,
                  ),
                  yours: t(`currencies.${ui.currency}`),
                })}
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
});

/**
 * `/builder/event`: the offers the server holds for the user (coupons are per account, so a
 * visitor is asked to sign in, and comes back here after), or an honest "no event running".
 */
export const EventPage = observer(() => {
  const { t } = useTranslation();
  const { auth } = useStores();
  const location = useLocation();
  return (
    <div className="page marketing event">
      <header className="marketing__head">
        <h1>{t("console:marketing.event.title")}</h1>
        <p>{t("console:marketing.event.lead")}</p>
      </header>
      {auth.isAuthenticated ? (
        <Offers />
      ) : (
        <div className="marketing__head">
          <p>{t("console:marketing.event.signIn")}</p>
          <Button href={loginRedirectPath(`${location.pathname}${location.search}`)}>
            {t("console:nav.signIn")}
          </Button>
        </div>
      )}
    </div>
  );
});
