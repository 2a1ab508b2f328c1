import { ORBIS_SERVICE, type TermsItem } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import { useServerData } from "./useServerData";
import "./marketing.css";

/** Which document a legal page shows: the terms items that point at its path. */
export type LegalKind = "terms" | "privacy";

/**
 * Markup in terms is reduced to text (the contract leaves sanitising to clients): nothing from
 * the server runs on the page. Block ends become line breaks so paragraphs stay apart.
 */
export const termsText = (markup: string): string =>
  markup
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<\s*(br|\/p|\/li|\/h\d)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();

/** The items of the service's terms that belong to `/terms` or `/privacy`. */
export const legalItems = (terms: readonly TermsItem[], kind: LegalKind): TermsItem[] =>
  terms.filter((term) => term.href === `/${kind}`);

/** `/terms` and `/privacy`: the server's current text in the interface language, or a notice. */
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
            <h2>{termsText(item.title)}</h2>
            <p className="legal__text">{termsText(item.content)}</p>
          </section>
        ))}
    </div>
  );
});

/** `/terms`. */
export const TermsPage = () => <LegalPage kind="terms" />;

/** `/privacy`. */
export const PrivacyPage = () => <LegalPage kind="privacy" />;
