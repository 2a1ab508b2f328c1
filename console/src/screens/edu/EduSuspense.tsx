import { type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";

/**
 * An education screen's frame while its texts load: the `edu` namespace arrives on demand (the
 * screen's `useTranslation("edu")` suspends until then), so the page shows its title meanwhile.
 */
export const EduSuspense = ({
  titleKey,
  screen: Screen,
}: {
  readonly titleKey: string;
  readonly screen: ComponentType;
}) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <section className="page edu-page" aria-busy="true">
          <h1>{t(titleKey)}</h1>
        </section>
      }
    >
      <Screen />
    </Suspense>
  );
};
