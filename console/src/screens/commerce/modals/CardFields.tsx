import type { FieldErrors } from "@orbis/core/payments";
import { CARD_FIELD_LENGTHS } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/Field";
import type { CardGroupField } from "../../../stores/commerce/CardFields";

/** What the card fields show and where their input goes. */
export interface CardFieldsProps {
  readonly groups: readonly CardGroupField[];
  readonly expiry: string;
  readonly pwdDigit: string;
  readonly errors: FieldErrors;
  readonly onGroup: (index: number, value: string) => void;
  readonly onExpiry: (value: string) => void;
  readonly onPwdDigit: (value: string) => void;
  /** Names an input for the store's focus requests. */
  readonly register: (name: string) => (element: HTMLElement | null) => void;
}

const GROUP_KEYS = ["group-1", "group-2", "group-3", "group-4"] as const;

/**
 * The card number (four groups, 2 and 3 masked), the expiry and the password digits, shared by
 * both modals. The groups and the expiry take no max length: the store keeps their digits (a
 * whole number pasted or autofilled into a group spills into the next; "12/30" becomes 1230),
 * where a browser limit would cut the paste first.
 */
export const CardFields = observer(function CardFields(props: CardFieldsProps) {
  const { t } = useTranslation("commerce");
  const { groups, errors, register } = props;
  return (
    <>
      <fieldset className="pay-card__number">
        <legend>{t("modals.cardNumber")}</legend>
        {groups.map((group, index) => (
          <Field
            key={GROUP_KEYS[index]}
            label={
              <span className="visually-hidden">{t("modals.cardGroup", { group: index + 1 })}</span>
            }
            error={group.error}
          >
            {(control) => (
              <input
                {...control}
                ref={register(`cardNumber.${index}`)}
                type={group.masked ? "password" : "text"}
                inputMode="numeric"
                autoComplete={index === 0 ? "cc-number" : "off"}
                required
                value={group.value}
                onChange={(event) => props.onGroup(index, event.target.value)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="pay-card__row">
        <Field label={t("modals.expiry")} error={errors.expiry}>
          {(control) => (
            <input
              {...control}
              ref={register("expiry")}
              inputMode="numeric"
              autoComplete="cc-exp"
              required
              value={props.expiry}
              onChange={(event) => props.onExpiry(event.target.value)}
            />
          )}
        </Field>
        <Field label={t("modals.pwdDigit")} error={errors.pwdDigit}>
          {(control) => (
            <input
              {...control}
              ref={register("pwdDigit")}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={CARD_FIELD_LENGTHS.pwdDigit}
              required
              value={props.pwdDigit}
              onChange={(event) => props.onPwdDigit(event.target.value)}
            />
          )}
        </Field>
      </div>
    </>
  );
});
