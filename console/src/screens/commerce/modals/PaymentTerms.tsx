import type { TermsItem } from "@orbis/core/contract";
import { markupToText } from "@orbis/core/format";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/Field";
import { TermsItemViewer } from "../../../components/TermsViewer";
import type { TermsChecklist } from "../../../stores/commerce/TermsChecklist";

/**
 * A payment modal's terms: one box each, marked required or optional, a View button opening the
 * terms viewer, and, when asked, the select-all box. Terms may carry markup (docs/product/entities.md): they are
 * shown as text (core's `markupToText`), never as HTML.
 */
export const PaymentTerms = observer(function PaymentTerms(props: {
  readonly checklist: TermsChecklist;
  readonly selectAll?: boolean;
}) {
  const { t } = useTranslation(["commerce", "payments"]);
  const { checklist } = props;
  const [viewing, setViewing] = useState<TermsItem | null>(null);
  if (checklist.terms.length === 0) return null;
  return (
    <fieldset className="pay-terms">
      <legend>{t("modals.terms")}</legend>
      {props.selectAll && (
        <Field layout="check" className="pay-terms__all" label={t("payments:modal.selectAll")}>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={checklist.allChecked}
              onChange={() => checklist.toggleAll()}
            />
          )}
        </Field>
      )}
      <ul>
        {checklist.terms.map((term) => {
          const title = markupToText(term.title);
          return (
            <li key={term.id}>
              <Field
                layout="check"
                label={`${title} ${term.isOptional ? t("modals.optional") : t("modals.required")}`}
              >
                {(control) => (
                  <input
                    {...control}
                    type="checkbox"
                    checked={checklist.isChecked(term.id)}
                    onChange={(event) => checklist.setChecked(term.id, event.target.checked)}
                  />
                )}
              </Field>
              <button
                type="button"
                className="btn btn--sm btn--text btn--theme-gray"
                aria-label={t("modals.viewTerm", { title })}
                onClick={() => setViewing(term)}
              >
                {t("payments:modal.view")}
              </button>
            </li>
          );
        })}
      </ul>
      {viewing && <TermsItemViewer term={viewing} onClose={() => setViewing(null)} />}
    </fieldset>
  );
});
