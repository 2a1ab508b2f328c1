import type { TermsItem } from "@orbis/core/contract";
import { markupToText } from "@orbis/core/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { TermsItemViewer } from "../../components/TermsViewer";

/**
 * The service's terms: one box each, "agree to all", and a View button opening the viewer. Terms
 * may carry markup (docs/product/entities.md); they are shown as text (core's `markupToText`), never as HTML, so
 * a term cannot run script in the registration form.
 */
export const TermsList = (props: {
  readonly terms: readonly TermsItem[];
  readonly agreed: ReadonlySet<string>;
  readonly onChange: (agreed: ReadonlySet<string>) => void;
}) => {
  const { t } = useTranslation();
  const { terms, agreed, onChange } = props;
  const [viewing, setViewing] = useState<TermsItem | null>(null);
  const all = terms.length > 0 && terms.every((term) => agreed.has(term.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(agreed);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="auth-terms">
      <legend>{t("console:auth.register.terms")}</legend>
      <Field layout="check" className="auth-terms__all" label={t("console:auth.register.agreeAll")}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={all}
            onChange={(e) => onChange(new Set(e.target.checked ? terms.map((x) => x.id) : []))}
          />
        )}
      </Field>
      <ul>
        {terms.map((term) => (
          <li key={term.id}>
            <Field
              layout="check"
              label={`${markupToText(term.title)} ${
                term.isOptional
                  ? t("console:auth.register.optional")
                  : t("console:auth.register.required")
              }`}
            >
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  name="terms"
                  value={term.id}
                  checked={agreed.has(term.id)}
                  onChange={(e) => toggle(term.id, e.target.checked)}
                />
              )}
            </Field>
            <button
              type="button"
              className="btn btn--sm btn--text btn--theme-gray"
              aria-label={`${t("console:auth.register.view")}: ${markupToText(term.title)}`}
              onClick={() => setViewing(term)}
            >
              {t("console:auth.register.view")}
            </button>
          </li>
        ))}
      </ul>
      {viewing && <TermsItemViewer term={viewing} onClose={() => setViewing(null)} />}
    </fieldset>
  );
};
