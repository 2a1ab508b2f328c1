import { observer } from "mobx-react-lite";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeInput } from "../../../components/CodeInput";
import { Field } from "../../../components/Field";
import { SubmitButton } from "../../../components/SubmitButton";
import type { CouponWalletStore } from "../../../stores/commerce/CouponWalletStore";
import { useStores } from "../../../stores/StoreContext";

/**
 * The coupon code form: core's field rule is checked before sending; its message, and the
 * server's refusal (no such code, already held), show under the field.
 */
export const CouponCodeForm = observer(({ wallet }: { readonly wallet: CouponWalletStore }) => {
  const { t } = useTranslation("commerce");
  const { ui } = useStores();
  const titleId = useId();
  const fieldId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const blank = code.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || wallet.registering) return;
    const outcome = await wallet.register(code);
    if (outcome.kind === "invalid") setError(outcome.message);
    if (outcome.kind === "refused")
      setError(
        t(`coupon.register.refused.${outcome.code ?? "other"}`, {
          defaultValue: t("coupon.register.refused.other"),
        }),
      );
    if (outcome.kind === "registered") {
      setCode("");
      ui.snackbar.show(t("coupon.register.done", { name: outcome.coupon.name }), {
        severity: "success",
      });
    }
  };

  return (
    <section className="commerce-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("coupon.register.title")}</h2>
      <form className="coupon-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id={fieldId}
          label={t("coupon.register.label")}
          hint={t("coupon.register.hint")}
          error={error}
        >
          {(control) => (
            <CodeInput
              control={control}
              name="coupon-code"
              value={code}
              onType={(typed) => {
                setCode(typed);
                setError(null);
              }}
            />
          )}
        </Field>
        <SubmitButton busy={wallet.registering} disabled={blank} describedBy={`${fieldId}-note`}>
          {wallet.registering ? t("coupon.register.working") : t("coupon.register.submit")}
        </SubmitButton>
      </form>
    </section>
  );
});
