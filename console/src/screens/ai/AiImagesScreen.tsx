import { ErrorCode } from "@orbis/core/errors";
import { upgradePath } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { AiPromptForm } from "../../stores/ai/AiPromptForm";
import { useStores } from "../../stores/StoreContext";
import { AiGalleryPanel } from "./AiGalleryPanel";
import { AiPendingPanel } from "./AiPendingPanel";
import { AiPromptPanel } from "./AiPromptPanel";
import { AiSuspense } from "./AiSuspense";
import { AiUsagePanel } from "./AiUsagePanel";
import "./ai.css";

/** The page's title, core's name of the menu entry. */
const TITLE_KEY = "ai:menu.generateAndSelect";

/**
 * `/create/ai`, "AI image generation and selection" (the side menu's Create group): the month's
 * credits, the prompt form, the images being made and the gallery of one's images. An account
 * whose plan gives no AI images (70008) reads the catalogue's message and the way to the plans.
 */
export const AiImagesScreen = observer(() => {
  const { t } = useTranslation(AI_IMAGES_NAMESPACE);
  const { aiImages } = useStores();
  const [form] = useState(
    () =>
      new AiPromptForm({
        styles: () => aiImages.styles,
        create: (request) => aiImages.create(request),
      }),
  );

  useEffect(() => {
    void aiImages.load();
  }, [aiImages]);

  const { state, usage } = aiImages;
  return (
    <div className="ai-page">
      <h1>{t(TITLE_KEY)}</h1>
      {state === "idle" || state === "loading" ? (
        <p role="status">{t("loading")}</p>
      ) : aiImages.access === "notOnPlan" ? (
        <div className="ai-section" role="alert">
          <p>{t("errors:aiImagesNotOnPlan")}</p>
          <Button href={upgradePath(ErrorCode.aiImagesNotOnPlan)}>{t("seePlans")}</Button>
        </div>
      ) : state === "failed" || usage === null ? (
        <div className="ai-section" role="alert">
          <p>
            {t("loadFailed")} {errorText(t, aiImages.error)}
          </p>
          <Button onClick={() => void aiImages.load()}>{t("retry")}</Button>
        </div>
      ) : (
        <>
          <p>{t("lead")}</p>
          <AiUsagePanel usage={usage} />
          <AiPromptPanel form={form} styles={aiImages.styles} />
          <AiPendingPanel pending={aiImages.pending} />
          <AiGalleryPanel />
        </>
      )}
    </div>
  );
});

/** The screen as its route shows it: its title while the AI texts load. */
export const AiImagesPage = () => (
  <AiSuspense titleKey={TITLE_KEY}>
    <AiImagesScreen />
  </AiSuspense>
);
