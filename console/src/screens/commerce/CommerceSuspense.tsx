import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
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
}) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="commerce-page" aria-busy="true">
          <h1>{t(titleKey)}</h1>
        </div>
      }
    >
      {children}
    </Suspense>
  );
};
