import type { ReactNode } from "react";
import { PartialLanguageSuspense } from "../../components/PartialLanguageSuspense";

/**
 * An AI screen's frame while its texts load (the `aiImages` namespace arrives on demand), which
 * also marks the language it speaks: the AI parts, like payments, exist in Korean, English and
 * Vietnamese only, so a Japanese interface reads them in Korean.
 */
export const AiSuspense = ({
  titleKey,
  children,
}: {
  readonly titleKey: string;
  readonly children: ReactNode;
}) => (
  <PartialLanguageSuspense titleKey={titleKey} pageClass="ai-page" languageClass="ai-language">
    {children}
  </PartialLanguageSuspense>
);
