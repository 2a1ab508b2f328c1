import type { Coupon } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import type { CouponWalletStore } from "../../../stores/commerce/CouponWalletStore";
import { useStores } from "../../../stores/StoreContext";
import { formatDay } from "../../projects/dates";
import { discountText } from "./discountText";

type Props = { readonly wallet: CouponWalletStore };

const TONES = { unused: "good", used: "past", expired: "bad" } as const;

const CouponItem = observer(({ wallet, coupon }: Props & { readonly coupon: Coupon }) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();
  const state = wallet.stateOf(coupon);
  return (
    <li className="coupon-item" data-coupon={coupon.id}>
      <div className="coupon-item__head">
        <h3>{coupon.name}</h3>
        {state && (
          <span className={`commerce-badge commerce-badge--${TONES[state]}`} data-state={state}>
            {t(`coupon.state.${state}`)}
          </span>
        )}
      </div>
      <p className="coupon-item__discount">{discountText(coupon.discount, ui.language, t)}</p>
      {coupon.description && <p>{coupon.description}</p>}
      <p className="coupon-item__dates">
        {state === "used" && coupon.usedAt
          ? t("coupon.list.usedOn", { date: formatDay(coupon.usedAt, ui.language) })
          : coupon.expiresAt
            ? t("coupon.list.expires", { date: formatDay(coupon.expiresAt, ui.language) })
            : t("coupon.list.noExpiry")}
      </p>
    </li>
  );
});

const ListBody = observer(({ wallet }: Props) => {
  const { t } = useTranslation("commerce");
  if (wallet.state === "failed")
    return (
      <div role="alert">
        <p>{t("common.loadFailed")}</p>
        <Button size="sm" onClick={() => void wallet.load()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  // A reload after a registration keeps the list on screen.
  if (wallet.state !== "ready" && wallet.held.length === 0)
    return <p role="status">{t("common.loading")}</p>;
  if (wallet.held.length === 0) return <p>{t("coupon.list.empty")}</p>;
  return (
    <ul className="coupon-list">
      {wallet.held.map((coupon) => (
        <CouponItem key={coupon.id} wallet={wallet} coupon={coupon} />
      ))}
    </ul>
  );
});

/** The coupons the user holds, newest first: discount, state (available, used, expired), dates. */
export const CouponList = observer(({ wallet }: Props) => {
  const { t } = useTranslation("commerce");
  const titleId = useId();
  return (
    <section className="commerce-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("coupon.list.title")}</h2>
      <ListBody wallet={wallet} />
    </section>
  );
});
