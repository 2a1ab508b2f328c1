import { displayName } from "@orbis/core/auth";
import { ErrorCode } from "@orbis/core/errors";
import type { TFunction } from "i18next";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { CodeEntryForm, type CodeEntryResult } from "../../components/CodeEntryForm";
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

  const send = async (code: string): Promise<CodeEntryResult> => {
    const outcome = await list.join(code);
    if (outcome.kind === "busy") return { kind: "ignored" };
    if (outcome.kind !== "joined") return { kind: "refused", message: refusalText(t, outcome) };
    ui.snackbar.show(
      t("console:sharing.list.joined", {
        title: outcome.held.title,
        owner: displayName(outcome.held.owner),
      }),
      { severity: "success" },
    );
    return { kind: "taken" };
  };

  return (
    <CodeEntryForm
      title={t("console:sharing.list.joinTitle")}
      label={t("console:sharing.list.codeLabel")}
      hint={t("console:sharing.list.codeHint")}
      name="share-code"
      submitLabel={t("console:sharing.list.join")}
      busyLabel={t("console:sharing.list.joining")}
      busy={list.joining}
      sectionClassName="sharing-section join-code"
      formClassName="inline-form"
      send={send}
    />
  );
});
