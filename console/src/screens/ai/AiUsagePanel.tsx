import type { AiImageUsage } from "@orbis/core/contract";
import { countMeter } from "@orbis/core/plans";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";

/**
 * The month's credits: used against the plan's limit (a bar, core's meter), what is left and when
 * they renew; and, when the embedded sketch generator paints, a plain notice that no AI model is
 * configured and the images are procedural sketches, so nobody takes them for a model's.
 */
export const AiUsagePanel = observer(({ usage }: { readonly usage: AiImageUsage }) => {
  const { t } = useTranslation(AI_IMAGES_NAMESPACE);
  const { ui } = useStores();
  const titleId = useId();
  const meter = countMeter(usage.used, usage.limit);
  const left = usage.limit === null ? null : Math.max(0, usage.limit - usage.used);
  return (
    <section className="ai-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("usage.title")}</h2>
      {usage.generator === "sketch" && (
        <div className="ai-notice" role="note">
          <strong>{t("sketch.title")}</strong>
          <p>{t("sketch.text")}</p>
        </div>
      )}
      <p className="ai-usage__figure">
        {usage.limit === null
          ? t("usage.unlimited", { used: usage.used })
          : t("usage.figure", { used: usage.used, limit: usage.limit })}
        {left !== null && <span> · {t("usage.left", { count: left })}</span>}
      </p>
      {meter.limit !== null && (
        <progress
          className="ai-usage__bar"
          aria-label={t("usage.meter")}
          max={100}
          value={meter.barPercent}
        />
      )}
      {usage.periodEnd !== null && (
        <p className="ai-muted">
          {t("usage.renews", { date: formatDay(usage.periodEnd, ui.language) })}
        </p>
      )}
    </section>
  );
});
