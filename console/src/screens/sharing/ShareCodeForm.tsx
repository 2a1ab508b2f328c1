import { shareCodeCreateSchema } from "@orbis/core/contract";
import { formatShareCode } from "@orbis/core/sharing";
import { observer } from "mobx-react-lite";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, fieldNoteId } from "../../components/Field";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import type { ShareCodesStore } from "../../stores/sharing/ShareCodesStore";

const TITLE_MAX = shareCodeCreateSchema.shape.title.maxLength ?? undefined;

/** A new share code, titled for whom it is (the contract's title rule; blank waits). */
export const ShareCodeForm = observer(({ codes }: { readonly codes: ShareCodesStore }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const fieldId = useId();
  const [title, setTitle] = useState("");
  const blank = title.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    const code = await codes.create(title);
    if (code) {
      setTitle("");
      ui.snackbar.show(t("console:sharing.space.created", { code: formatShareCode(code.code) }), {
        severity: "success",
      });
    }
  };

  return (
    <form className="inline-form share-code-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        id={fieldId}
        label={t("console:sharing.space.titleLabel")}
        hint={t("console:sharing.space.titleHint", { max: TITLE_MAX })}
      >
        {(control) => (
          <input
            {...control}
            name="share-code-title"
            autoComplete="off"
            maxLength={TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton busy={codes.creating} disabled={blank} describedBy={fieldNoteId(fieldId)}>
        {codes.creating ? t("console:sharing.space.creating") : t("console:sharing.space.create")}
      </SubmitButton>
    </form>
  );
});
