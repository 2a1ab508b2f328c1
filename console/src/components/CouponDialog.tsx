import { COUPON_DIALOG_MAX_WIDTH } from "@orbis/core/coupons";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { errorText } from "../api/errorText";
import { useStores } from "../stores/StoreContext";
import { Button } from "./Button";
import { Modal } from "./Modal";
import "./CouponDialog.css";

/**
 * The first-access coupon dialog (docs/product/screens.md): title, image, description and button, at most 480 px
 * wide, bottom-right or centred as the coupon says. Close moves to the next coupon; the action
 * claims this one, closes it and opens its URL (or says why the claim failed).
 */
export const CouponDialog = observer(() => {
  const { coupons } = useStores();
  const { t } = useTranslation();
  const coupon = coupons.current;
  if (!coupons.isOpen || !coupon) return null;
  return (
    <Modal
      key={coupon.couponId}
      title={coupon.popupTitle}
      placement={coupons.placement}
      className="coupon-dialog"
      style={{ maxWidth: COUPON_DIALOG_MAX_WIDTH }}
      onClose={() => coupons.close()}
    >
      {coupon.popupImageUrl && (
        <img className="coupon-dialog__image" src={coupon.popupImageUrl} alt="" />
      )}
      <p className="coupon-dialog__description">{coupon.popupDescription}</p>
      {coupons.claimFailure !== null && (
        <p className="coupon-dialog__failure" role="alert">
          {errorText(t, coupons.claimFailure)}
        </p>
      )}
      <div className="coupon-dialog__actions">
        <Button variant="text" theme="gray" onClick={() => coupons.close()}>
          {t("actions.close")}
        </Button>
        <Button onClick={() => void coupons.act()} disabled={coupons.claiming}>
          {coupon.popupButtonTitle}
        </Button>
      </div>
    </Modal>
  );
});
