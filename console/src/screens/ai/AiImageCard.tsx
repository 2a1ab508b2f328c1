import { aiStatusMessageKey } from "@orbis/core/ai";
import type { AiImage } from "@orbis/core/contract";
import { useTranslation } from "react-i18next";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { aiStyleSwatch } from "./aiStyleSwatch";

/**
 * One image of the gallery: its tick, its thumbnail (the style's swatch until there is one), the
 * prompt, the status and style, and the generator's reason when it failed.
 */
export const AiImageCard = ({
  image,
  selected,
  onToggle,
  requestedAt,
}: {
  readonly image: AiImage;
  readonly selected: boolean;
  readonly onToggle: () => void;
  /** When it was asked for, as the interface writes dates. */
  readonly requestedAt: string;
}) => {
  const { t } = useTranslation(AI_IMAGES_NAMESPACE);
  const swatch = aiStyleSwatch(image.style);
  return (
    <li className={`ai-card${selected ? " ai-card--selected" : ""}`}>
      <input
        className="ai-card__tick"
        type="checkbox"
        checked={selected}
        aria-label={t("gallery.select", { prompt: image.prompt })}
        onChange={onToggle}
      />
      {image.thumbnailUrl !== null ? (
        <img
          className="ai-card__picture"
          src={image.thumbnailUrl}
          alt={t("gallery.picture", { prompt: image.prompt })}
          loading="lazy"
        />
      ) : (
        <span
          className="ai-card__picture ai-card__picture--blank"
          aria-hidden="true"
          style={swatch === undefined ? undefined : { background: swatch }}
        />
      )}
      <p className="ai-card__prompt">{image.prompt}</p>
      <p className="ai-card__meta">
        <span className={`ai-status ai-status--${image.status}`}>
          {t(aiStatusMessageKey(image.status))}
        </span>{" "}
        · {t(`style.${image.style}`, { defaultValue: image.style })} ·{" "}
        {t("gallery.requestedAt", { date: requestedAt })}
      </p>
      {image.error !== null && <p className="ai-card__error">{image.error}</p>}
    </li>
  );
};
