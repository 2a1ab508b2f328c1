import { aiStatusMessageKey } from "@orbis/core/ai";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import type { AiPendingImages } from "../../stores/ai/AiPendingImages";

/**
 * The images still being made, with where each stands (waiting, requested, generating): the
 * pending list the app polls every 5 s. Finished ones leave it; the AI snackbar says so.
 */
export const AiPendingPanel = observer(({ pending }: { readonly pending: AiPendingImages }) => {
  const { t } = useTranslation(AI_IMAGES_NAMESPACE);
  const titleId = useId();
  return (
    <section className="ai-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("pending.title")}</h2>
      {pending.list.length === 0 ? (
        <p className="ai-muted">{t("pending.none")}</p>
      ) : (
        <>
          <p className="ai-muted">{t("pending.hint")}</p>
          <ul className="ai-pending" aria-labelledby={titleId}>
            {pending.list.map((image) => (
              <li key={image.id} className="ai-pending__item">
                <span className="ai-spinner" aria-hidden="true" />
                <span className="ai-pending__prompt">{image.prompt}</span>
                <span className={`ai-status ai-status--${image.status}`}>
                  {t(aiStatusMessageKey(image.status))}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
