import { observer } from "mobx-react-lite";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import type { CouponWalletStore } from "../../../stores/commerce/CouponWalletStore";

type Props = {
  readonly wallet: CouponWalletStore;
  readonly couponId: string;
  readonly couponName: string;
};

const Claim = observer(({ wallet, couponId, couponName }: Props) => {
  const { t } = useTranslation("commerce");
  if (wallet.claimed.has(couponId)) return <p role="status">{t("coupon.claim.claimed")}</p>;
  const working = wallet.claiming === couponId;
  return (
    <Button
      size="sm"
      disabled={wallet.claiming !== null}
      label={`${t("coupon.claim.button")}: ${couponName}`}
      onClick={() => void wallet.claim(couponId)}
    >
      {working ? t("coupon.claim.working") : t("coupon.claim.button")}
    </Button>
  );
});

/**
 * An offered coupon's claim button for a signed-in user, then "claimed". Its texts are the
 * commerce namespace's, loaded when the first button shows (the event page is a lazy chunk);
 * until then nothing stands in its place.
 */
export const OfferClaim = (props: Props) => (
  <Suspense fallback={null}>
    <Claim {...props} />
  </Suspense>
);
