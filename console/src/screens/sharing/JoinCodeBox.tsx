import { displayName } from "@orbis/core/auth";
import { ErrorCode } from "@orbis/core/errors";
import type { TFunction } from "i18next";
import { observer } from "mobx-react-lite";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { CodeInput } from "../../components/CodeInput";
import { Field, fieldNoteId } from "../../components/Field";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import type { JoinOutcome, SharedSpacesStore } from "../../stores/sharing/SharedSpacesStore";

/** The words under the code field for a join the server refused, or that was not sent. */
const refusalText = (t: TFunction, outcome: Exclude<JoinOutcome, { kind: "joined" | "busy" }>) => {
  if (outcome.kind === "malformed") return t("console:sharing.list.malformed");
  // Too many wrong codes: say how long to wait when the server said it.
  if (outcome.code === ErrorCode.shareCodeGuessLocked && outcome.retryAfterSeconds !== null)
    return t("console:sharing.list.wait", { seconds: outcome.retryAfterSeconds });
  return errorText(t, outcome.error);
};

/**
 * "Join with a code": a share code typed as it was given. A malformed code is said without
 * sending it; a wrong one (130001), too many wrong ones (130002, with the wait) and one's own
 * code (130008) are said under the field.
 */
export const JoinCodeBox = observer(({ list }: { readonly list: SharedSpacesStore }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const titleId = useId();
  const fieldId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const blank = code.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || list.joining) return;
    const outcome = await list.join(code);
    if (outcome.kind === "busy") return;
    if (outcome.kind !== "joined") {
      setError(refusalText(t, outcome));
      return;
    }
    setCode("");
    ui.snackbar.show(
      t("console:sharing.list.joined", {
        title: outcome.held.title,
        owner: displayName(outcome.held.owner),
      }),
      { severity: "success" },
    );
  };

  return (
    <section className="sharing-section join-code" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:sharing.list.joinTitle")}</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id={fieldId}
          label={t("console:sharing.list.codeLabel")}
          hint={t("console:sharing.list.codeHint")}
          error={error}
        >
          {(control) => (
            <CodeInput
              control={control}
              name="share-code"
              value={code}
              onType={(typed) => {
                setCode(typed);
                setError(null);
              }}
            />
          )}
        </Field>
        <SubmitButton busy={list.joining} disabled={blank} describedBy={fieldNoteId(fieldId)}>
          {list.joining ? t("console:sharing.list.joining") : t("console:sharing.list.join")}
        </SubmitButton>
      </form>
    </section>
  );
});
