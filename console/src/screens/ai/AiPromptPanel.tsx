import type { AiImageStyle } from "@orbis/core/contract";
import { AI_IMAGES_PER_REQUEST } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { upgradePath } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { Field, fieldNoteId } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { AI_PROMPT_MAX_LENGTH, type AiPromptForm } from "../../stores/ai/AiPromptForm";
import { AiStylePicker } from "./AiStylePicker";

const COUNTS = Array.from({ length: AI_IMAGES_PER_REQUEST }, (_, i) => i + 1);

/**
 * "New panoramas": the prompt (1000 characters at most, counted as typed), the style with its
 * swatch, how many variations, and Generate, which waits while the request is on its way. A
 * refusal is said under the button in the catalogue's words and the server's (70009: the
 * month's credits are used up, with the way to a plan that gives more).
 */
export const AiPromptPanel = observer(
  ({ form, styles }: { readonly form: AiPromptForm; readonly styles: readonly AiImageStyle[] }) => {
    const { t } = useTranslation(AI_IMAGES_NAMESPACE);
    const titleId = useId();
    const promptId = useId();
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void form.submit();
    };
    const error = form.error;
    const usedUp = isAppError(error) && error.code === ErrorCode.aiImageCreditsUsedUp;
    return (
      <section className="ai-section" aria-labelledby={titleId}>
        <h2 id={titleId}>{t("form.title")}</h2>
        <form className="ai-form" onSubmit={submit} noValidate>
          <Field
            id={promptId}
            label={t("form.prompt")}
            hint={
              <>
                {t("form.promptHint")}{" "}
                <span className="ai-counter" aria-live="polite">
                  {t("form.counter", {
                    length: form.prompt.length,
                    max: AI_PROMPT_MAX_LENGTH,
                  })}
                </span>
              </>
            }
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={AI_PROMPT_MAX_LENGTH}
                value={form.prompt}
                disabled={form.submitting}
                onChange={(event) => form.setPrompt(event.target.value)}
              />
            )}
          </Field>
          <AiStylePicker
            styles={styles}
            value={form.style}
            disabled={form.submitting}
            onChange={(id) => form.pickStyle(id)}
          />
          <Field label={t("form.count")} layout="row">
            {(control) => (
              <select
                {...control}
                value={form.count}
                disabled={form.submitting}
                onChange={(event) => form.setCount(Number(event.target.value))}
              >
                {COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="ai-form__actions">
            <SubmitButton
              busy={form.submitting}
              disabled={form.request === null}
              describedBy={fieldNoteId(promptId)}
            >
              {form.submitting ? t("form.generating") : t("form.generate")}
            </SubmitButton>
            {form.request === null && !form.submitting && (
              <span className="ai-muted">{t("form.needsPrompt")}</span>
            )}
          </div>
          <FormError text={error ? errorText(t, error, { serverWords: true }) : null} />
          {usedUp && (
            <Button variant="outline" href={upgradePath(ErrorCode.aiImageCreditsUsedUp)}>
              {t("seePlans")}
            </Button>
          )}
          {form.requested > 0 && (
            <p className="ai-muted" role="status">
              {t("form.requested", { count: form.requested })}
            </p>
          )}
        </form>
      </section>
    );
  },
);
