import type { Coupon } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/Field";
import { useStores } from "../../../stores/StoreContext";
import { discountText } from "./discountText";

/**
 * The held coupon to spend on an order: "No coupon", or one of `choices` (the ones whose scope
 * fits the goods, core's `usableCoupons`). Shows nothing while the buyer has none to choose,
 * unless the server refused the last one (`refusal`), which it says under the field.
 */
export const CouponPicker = observer(
  (props: {
    readonly choices: readonly Coupon[];
    readonly value: string | null;
    readonly onChange: (couponId: string | null) => void;
    readonly refusal: string | null;
    readonly disabled?: boolean;
  }) => {
    const { t } = useTranslation("commerce");
    const { ui } = useStores();
    if (props.choices.length === 0 && props.refusal === null) return null;
    return (
      <Field
        className="coupon-picker"
        label={t("coupon.picker.label")}
        error={
          props.refusal === null ? null : t("coupon.picker.refused", { message: props.refusal })
        }
      >
        {(control) => (
          <select
            {...control}
            value={props.value ?? ""}
            disabled={props.disabled}
            onChange={(event) => props.onChange(event.target.value || null)}
          >
            <option value="">{t("coupon.picker.none")}</option>
            {props.choices.map((coupon) => (
              <option key={coupon.id} value={coupon.id}>
                {t("coupon.picker.option", {
                  name: coupon.name,
                  discount: discountText(coupon.discount, ui.language, t),
                })}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  },
);
