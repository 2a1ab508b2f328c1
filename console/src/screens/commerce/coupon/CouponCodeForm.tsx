import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { CodeEntryForm, type CodeEntryResult } from "../../../components/CodeEntryForm";
import type { CouponWalletStore } from "../../../stores/commerce/CouponWalletStore";
import { useStores } from "../../../stores/StoreContext";

/**
 * The coupon code form: core's field rule is checked before sending; its message, and the
 * server's refusal (no such code, already held), show under the field.
 */
export const CouponCodeForm = observer(({ wallet }: { readonly wallet: CouponWalletStore }) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();

  const send = async (code: string): Promise<CodeEntryResult> => {
    const outcome = await wallet.register(code);
    if (outcome.kind === "invalid") return { kind: "refused", message: outcome.message };
    if (outcome.kind === "refused")
      return {
        kind: "refused",
        message: t(`coupon.register.refused.${outcome.code ?? "other"}`, {
          defaultValue: t("coupon.register.refused.other"),
        }),
      };
    if (outcome.kind === "registered") {
      ui.snackbar.show(t("coupon.register.done", { name: outcome.coupon.name }), {
        severity: "success",
      });
      return { kind: "taken" };
    }
    return { kind: "ignored" };
  };

  return (
    <CodeEntryForm
      title={t("coupon.register.title")}
      label={t("coupon.register.label")}
      hint={t("coupon.register.hint")}
      name="coupon-code"
      submitLabel={t("coupon.register.submit")}
      busyLabel={t("coupon.register.working")}
      busy={wallet.registering}
      sectionClassName="commerce-section"
      formClassName="coupon-form"
      send={send}
    />
  );
});
