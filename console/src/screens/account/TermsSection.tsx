import type { AgreedTerm } from "@orbis/core/account";
import type { TermsItem } from "@orbis/core/contract";
import { markupToText } from "@orbis/core/format";
import { observer } from "mobx-react-lite";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TermsItemViewer } from "../../components/TermsViewer";
import { useStores } from "../../stores/StoreContext";
import { useErrorText } from "../auth/useErrorText";
import { formatDay } from "../projects/dates";

/**
 * "Terms you agreed to" on My account (`GET`/`PUT /terms/agreement`): each of the service's
 * terms with the answer and its date, a View button opening the terms viewer, and a box for
 * the optional ones, saved at once. Required terms have no box: the note says why.
 */
export const TermsSection = observer(() => {
  const { t } = useTranslation();
  const { consent } = useStores();
  const titleId = useId();
  const [viewing, setViewing] = useState<TermsItem | null>(null);
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:account.info.terms.title")}</h2>
      {consent.state === "ready" ? (
        <>
          <p>{t("console:account.info.terms.lead")}</p>
          <ul className="account-terms">
            {consent.rows.map((row) => (
              <TermsRow key={row.term.id} row={row} onView={() => setViewing(row.term)} />
            ))}
          </ul>
          <p className="account-terms__note">{t("console:account.info.terms.requiredNote")}</p>
        </>
      ) : consent.state === "failed" ? (
        <>
          <p role="alert">{t("console:account.info.terms.failed")}</p>
          <button
            type="button"
            className="btn btn--sm btn--outline btn--theme-primary"
            onClick={() => void consent.load().catch(() => {})}
          >
            {t("console:account.info.terms.retry")}
          </button>
        </>
      ) : (
        <p role="status">{t("console:account.info.terms.loading")}</p>
      )}
      {viewing && <TermsItemViewer term={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
});

/** One term: its title, required or optional, the answer and when, View, and (optional) a box. */
const TermsRow = observer(
  ({ row, onView }: { readonly row: AgreedTerm; readonly onView: () => void }) => {
    const { t } = useTranslation();
    const { consent, ui } = useStores();
    const errorText = useErrorText();
    const [problem, setProblem] = useState<string | null>(null);
    const title = markupToText(row.term.title);
    const answer = (agreed: boolean) =>
      void (async () => {
        setProblem(null);
        try {
          await consent.answer(row.term.id, agreed);
          ui.snackbar.show(t("console:account.info.terms.saved", { title }), {
            severity: "success",
          });
        } catch (error) {
          setProblem(
            t("console:account.info.terms.saveFailed", { title, reason: errorText(error) }),
          );
        }
      })();
    return (
      <li className="account-terms__item">
        <div className="account-terms__head">
          <strong>{title}</strong>
          <span className="account-terms__kind">
            {row.changeable
              ? t("console:account.info.terms.optional")
              : t("console:account.info.terms.required")}
          </span>
        </div>
        <span>
          {row.agreed && row.answeredAt !== null
            ? t("console:account.info.terms.agreedOn", {
                date: formatDay(row.answeredAt, ui.language),
              })
            : t("console:account.info.terms.notAgreed")}
        </span>
        <div className="account-terms__actions">
          <button
            type="button"
            className="btn btn--sm btn--text btn--theme-gray"
            aria-label={`${t("console:account.info.terms.view")}: ${title}`}
            onClick={onView}
          >
            {t("console:account.info.terms.view")}
          </button>
          {row.changeable && (
            <label className="account-terms__agree">
              <input
                type="checkbox"
                checked={row.agreed}
                disabled={consent.saving}
                aria-label={`${t("console:account.info.terms.agree")}: ${title}`}
                onChange={(e) => answer(e.target.checked)}
              />
              {t("console:account.info.terms.agree")}
            </label>
          )}
        </div>
        {problem !== null && <p role="alert">{problem}</p>}
      </li>
    );
  },
);
