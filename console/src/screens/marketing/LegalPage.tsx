import { ORBIS_SERVICE, type TermsItem } from "@orbis/core/contract";
import { markupToText } from "@orbis/core/format";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import { useServerData } from "./useServerData";
import "./marketing.css";

/** Which document a legal page shows: the terms items that point at its path. */
export type LegalKind = "terms" | "privacy";

/** The items of the service's terms that belong to `/terms` or `/privacy`. */
export const legalItems = (terms: readonly TermsItem[], kind: LegalKind): TermsItem[] =>
  terms.filter((term) => term.href === `/${kind}`);

/**
 * `/terms` and `/privacy`: the server's current text in the interface language, or a notice.
 * Markup in terms is shown as text (core's `markupToText`; the contract leaves sanitising to
 * clients): nothing from the server runs on the page.
 */
export const LegalPage = observer(({ kind }: { readonly kind: LegalKind }) => {
  const { t } = useTranslation();
  const { api, ui } = useStores();
  const terms = useServerData(
    () =>
      api
        .getTerms({ query: { serviceId: ORBIS_SERVICE.serviceId } })
        .then((answer) => legalItems(answer.terms, kind)),
    `${kind}:${ui.language}`,
  );
  return (
    <div className={`page marketing legal legal--${kind}`}>
      <h1>
        {t(
          kind === "terms"
            ? "console:marketing.legal.termsTitle"
            : "console:marketing.legal.privacyTitle",
        )}
      </h1>
      {terms.state === "loading" && <p role="status">{t("console:marketing.loading")}</p>}
      {terms.state === "failed" && <p role="alert">{t("console:marketing.failed")}</p>}
      {terms.state === "ready" && terms.data.length === 0 && (
        <p>{t("console:marketing.legal.none")}</p>
      )}
      {terms.state === "ready" &&
        terms.data.map((item) => (
          <section key={item.id} className="legal__item">
            <h2>{markupToText(item.title)}</h2>
            <p className="legal__text">{markupToText(item.content)}</p>
          </section>
        ))}
    </div>
  );
});

/** `/terms`. */
export const TermsPage = () => <LegalPage kind="terms" />;

/** `/privacy`. */
export const PrivacyPage = () => <LegalPage kind="privacy" />;
