import type { CardType, TermsItem } from "@orbis/core/contract";
import type { CardFormData } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/Field";
import { FormError } from "../../../components/FormError";
import { Modal } from "../../../components/Modal";
import { RadioChoices } from "../../../components/RadioChoices";
import { SubmitButton } from "../../../components/SubmitButton";
import { CardPaymentFormStore } from "../../../stores/commerce/CardPaymentFormStore";
import { useStores } from "../../../stores/StoreContext";
import { CardFields } from "./CardFields";
import { PaymentTerms } from "./PaymentTerms";
import { useFocusTarget } from "./useFocusTarget";
import "./modals.css";

/** A term offered in a payment modal: the terms service's item (`isOptional`, `href`, `content`). */
export type PaymentTerm = TermsItem;

/** The card payment modal of docs/product/screens.md. */
export interface PaymentModalProps {
  readonly open: boolean;
  readonly product: { readonly name: string; readonly detail?: string; readonly totalText: string };
  readonly terms: readonly PaymentTerm[];
  readonly title?: string;
  /** Resolves when paid; rejects with an Error whose message is shown in the modal (a declined card). */
  readonly onPay: (card: CardFormData) => Promise<void>;
  readonly onClose: () => void;
}

const CARD_TYPES: readonly CardType[] = ["PERSONAL", "CORPORATION"];

/**
 * The card payment modal, titled Payment: the card form, the product and its total, the terms
 * and the agree-and-pay button. Its state lives while it is open: closing it forgets the card.
 */
export const PaymentModal = (props: PaymentModalProps) =>
  props.open ? <OpenPaymentModal {...props} /> : null;

const OpenPaymentModal = observer(function OpenPaymentModal(props: PaymentModalProps) {
  const { t } = useTranslation(["commerce", "payments"]);
  const { ui } = useStores();
  const [store] = useState(
    () =>
      new CardPaymentFormStore({ snackbar: ui.snackbar, language: () => ui.language }, props.terms),
  );
  useEffect(() => store.terms.setTerms(props.terms), [store, props.terms]);
  const register = useFocusTarget(store.attempt);
  const { form, errors, attempt } = store;
  const personal = form.cardType === "PERSONAL";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.pay(props.onPay);
  };

  return (
    <Modal
      title={props.title ?? t("payments:modal.paymentTitle")}
      onClose={props.onClose}
      className="pay-modal"
    >
      <form className="pay-modal__form" noValidate onSubmit={onSubmit}>
        {/* On top: after a refusal focus goes back to the card, and this says why beside it. */}
        <FormError text={attempt.failure && (attempt.failure.message ?? t("modals.payFailed"))} />
        <RadioChoices
          className="pay-modal__card-type"
          legend={t("modals.cardType")}
          name="cardType"
          choices={CARD_TYPES.map((cardType) => ({
            value: cardType,
            label: t(`payments:cardType.${cardType}`),
          }))}
          value={form.cardType}
          onChange={(cardType) => store.setCardType(cardType)}
        />
        <CardFields
          groups={store.groups}
          expiry={form.expiry}
          pwdDigit={form.pwdDigit}
          errors={errors}
          onGroup={(index, value) => store.setGroup(index, value)}
          onExpiry={(value) => store.setExpiry(value)}
          onPwdDigit={(value) => store.setPwdDigit(value)}
          register={register}
        />
        <Field
          label={personal ? t("modals.birth") : t("modals.businessNumber")}
          error={errors.birth}
        >
          {(control) => (
            <input
              {...control}
              ref={register("birth")}
              inputMode="numeric"
              autoComplete="off"
              maxLength={store.idMaxLength}
              required
              value={form.birth}
              onChange={(event) => store.setId(event.target.value)}
            />
          )}
        </Field>
        <Field label={t("modals.email")} error={errors.buyerEmail}>
          {(control) => (
            <input
              {...control}
              ref={register("buyerEmail")}
              type="email"
              autoComplete="email"
              value={form.buyerEmail}
              onChange={(event) => store.setEmail(event.target.value)}
            />
          )}
        </Field>
        <dl className="pay-modal__product">
          <dt>{t("modals.product")}</dt>
          <dd>
            {props.product.name}
            {props.product.detail && (
              <span className="pay-modal__detail">{props.product.detail}</span>
            )}
          </dd>
          <dt>{t("modals.total")}</dt>
          <dd className="pay-modal__total">{props.product.totalText}</dd>
        </dl>
        <PaymentTerms checklist={store.terms} />
        <div className="pay-modal__actions">
          <SubmitButton busy={attempt.busy} fullWidth>
            {t("payments:modal.agreeAndPay")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
});
