import type { PayMethod } from "@orbis/core/contract";
import { COMBINED_ID_MAX_LENGTH, type PayMethodBody } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/Field";
import { FormError } from "../../../components/FormError";
import { Modal } from "../../../components/Modal";
import { RadioChoices } from "../../../components/RadioChoices";
import { SubmitButton } from "../../../components/SubmitButton";
import { PayMethodFormStore } from "../../../stores/commerce/PayMethodFormStore";
import { useStores } from "../../../stores/StoreContext";
import { CardFields } from "./CardFields";
import type { PaymentTerm } from "./PaymentModal";
import { PaymentTerms } from "./PaymentTerms";
import { useFocusTarget } from "./useFocusTarget";
import "./modals.css";

/** The payment-method registration modal of docs/product/screens.md. */
export interface PayMethodModalProps {
  readonly open: boolean;
  readonly terms: readonly PaymentTerm[];
  readonly title?: string;
  readonly submitText?: string;
  /** Both by default. */
  readonly methods?: readonly PayMethod[];
  /** PayPal's recurring-setup button: resolves with the customer id it registered. */
  readonly connectPayPal?: () => Promise<string>;
  readonly onSubmit: (body: PayMethodBody) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * The customer id when no PayPal button is wired in: one made in the browser, as the provider's
 * recurring-setup button generates it (docs/product/calls.md); the sandbox registers any customer id.
 */
export const generatePayPalCustomerUid = async (): Promise<string> =>
  `paypal_${crypto.randomUUID()}`;

/**
 * The payment-method modal: a card or a PayPal customer, the terms with select-all, and the
 * submit. Default title "Payment method", default button "Complete". Its state lives while it is
 * open: closing it forgets the card.
 */
export const PayMethodModal = (props: PayMethodModalProps) =>
  props.open ? <OpenPayMethodModal {...props} /> : null;

const OpenPayMethodModal = observer(function OpenPayMethodModal(props: PayMethodModalProps) {
  const { t } = useTranslation(["commerce", "payments"]);
  const { ui } = useStores();
  const [store] = useState(
    () =>
      new PayMethodFormStore(
        { snackbar: ui.snackbar, language: () => ui.language },
        props.terms,
        props.methods,
      ),
  );
  useEffect(() => store.terms.setTerms(props.terms), [store, props.terms]);
  const register = useFocusTarget(store.attempt);
  const statusId = useId();
  const { card, errors, attempt } = store;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit(props.onSubmit);
  };

  return (
    <Modal
      title={props.title ?? t("payments:modal.methodTitle")}
      onClose={props.onClose}
      className="pay-modal"
    >
      <form className="pay-modal__form" noValidate onSubmit={onSubmit}>
        {store.methods.length > 1 && (
          <RadioChoices
            className="pay-modal__methods"
            legend={t("modals.method")}
            name="payMethod"
            choices={store.methods.map((method) => ({
              value: method,
              label: t(`modals.${method}`),
            }))}
            value={store.method}
            onChange={(method) => store.setMethod(method)}
          />
        )}
        {store.method === "card" ? (
          <>
            <CardFields
              groups={store.groups}
              expiry={card.expiry}
              pwdDigit={card.pwdDigit}
              errors={errors}
              onGroup={(index, value) => store.setGroup(index, value)}
              onExpiry={(value) => store.setExpiry(value)}
              onPwdDigit={(value) => store.setPwdDigit(value)}
              register={register}
            />
            <Field label={t("modals.combinedId")} error={errors.birth}>
              {(control) => (
                <input
                  {...control}
                  ref={register("birth")}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={COMBINED_ID_MAX_LENGTH}
                  required
                  value={card.birth}
                  onChange={(event) => store.setId(event.target.value)}
                />
              )}
            </Field>
          </>
        ) : (
          <div className="pay-modal__paypal">
            <button
              ref={register("customerUid")}
              type="button"
              className="btn btn--md btn--outline btn--theme-primary"
              disabled={store.connecting}
              aria-busy={store.connecting || undefined}
              aria-describedby={statusId}
              onClick={() =>
                void store.connectPayPal(props.connectPayPal ?? generatePayPalCustomerUid)
              }
            >
              {store.connecting ? t("modals.connecting") : t("modals.connectPayPal")}
            </button>
            <div id={statusId}>
              <p role="status" className="pay-modal__paypal-status">
                {store.payPalStatus}
              </p>
              {errors.customerUid && <p className="field__error">{errors.customerUid}</p>}
            </div>
            <FormError
              text={
                store.connectFailure && (store.connectFailure.message ?? t("modals.connectFailed"))
              }
            />
          </div>
        )}
        <PaymentTerms checklist={store.terms} selectAll />
        <FormError
          text={attempt.failure && (attempt.failure.message ?? t("modals.registerFailed"))}
        />
        <div className="pay-modal__actions">
          <SubmitButton busy={attempt.busy || store.connecting} fullWidth>
            {props.submitText ?? t("payments:modal.complete")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
});
