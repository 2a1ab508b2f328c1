import type { AiImageStyle } from "@orbis/core/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { aiStyleSwatch } from "./aiStyleSwatch";

/**
 * The styles as radio buttons, each with its preview (the server's picture, else the palette's
 * swatch) and its name in the interface language (the server's English name for a style the console has no words for).
 */
export const AiStylePicker = ({
  styles,
  value,
  onChange,
  disabled,
}: {
  readonly styles: readonly AiImageStyle[];
  readonly value: string | null;
  readonly onChange: (id: string) => void;
  readonly disabled: boolean;
}) => {
  const { t } = useTranslation(AI_IMAGES_NAMESPACE);
  const name = useId();
  return (
    <fieldset className="ai-styles" disabled={disabled}>
      <legend>{t("form.style")}</legend>
      {styles.map((style) => {
        // The server's preview when it has one, over the palette's swatch while it loads.
        const swatch = aiStyleSwatch(style.id);
        const picture = style.thumbnailUrl === null ? undefined : `url("${style.thumbnailUrl}")`;
        const background = [picture && `${picture} center / cover no-repeat`, swatch]
          .filter(Boolean)
          .join(", ");
        return (
          <label key={style.id} className="ai-style">
            <input
              type="radio"
              name={name}
              value={style.id}
              checked={value === style.id}
              onChange={() => onChange(style.id)}
            />
            <span
              className="ai-style__swatch"
              aria-hidden="true"
              style={background === "" ? undefined : { background }}
            />
            <span className="ai-style__name">
              {t(`style.${style.id}`, { defaultValue: style.name })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
};
