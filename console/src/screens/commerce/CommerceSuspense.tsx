import type { ReactNode } from "react";
import { PartialLanguageSuspense } from "../../components/PartialLanguageSuspense";
import "./commerce.css";

/**
 * A commerce screen's frame while its texts load: the `commerce` namespace arrives on demand
 * (`useTranslation("commerce")` suspends until then), so the page shows its title meanwhile.
 */
export const CommerceSuspense = ({
  titleKey,
  children,
}: {
  readonly titleKey: string;
  readonly children: ReactNode;
}) => (
  <PartialLanguageSuspense
    titleKey={titleKey}
    pageClass="commerce-page"
    languageClass="commerce-language"
  >
    {children}
  </PartialLanguageSuspense>
);
