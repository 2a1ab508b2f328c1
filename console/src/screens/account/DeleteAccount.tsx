import { surveyReasonTypeSchema, type UserSurvey } from "@orbis/core/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";
import { type LeaveProblem, leaveSurvey } from "./leaveSurvey";
import "./account.css";

/** The points the page explains before anything happens, by message key. */
const CONSEQUENCES = ["signedOut", "kept", "published", "restore"] as const;

/**
 * `/delete-account`: what deactivation does, the leaving survey (`POST /user/survey`), a
 * confirmation, then `DELETE /user/deactivate`, sign-out and home. Deactivation, not the
 * identity's `DELETE /users/me/leave`: the product's restore flow (mailed link, then sign-in)
 * brings a deactivated account back, while leave erases it and its files at once.
 */
export const DeleteAccount = () => {
  const { t } = useTranslation();
  const { account, ui } = useStores();
  const navigate = useNavigate();
  const ids = { title: useId(), reason: useId() };
  const [reasonType, setReasonType] = useState<UserSurvey["reasonType"] | null>(null);
  const [customReason, setCustomReason] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<LeaveProblem | null>(null);
  const { busy, error, run } = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = leaveSurvey({ reasonType, customReason, confirmed });
    setProblem("problem" in checked ? checked.problem : null);
    if ("problem" in checked) return;
    void run(async () => {
      await account.leave(checked.survey);
      ui.snackbar.show(t("console:account.leave.done"), { severity: "success" });
      navigate("/", { replace: true });
    });
  };

  return (
    <div className="account-page">
      <h1 id={ids.title}>{t("console:account.leave.title")}</h1>
      <section className="account-section">
        <h2>{t("console:account.leave.whatHappens")}</h2>
        <ul className="account-list">
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`console:account.leave.consequences.${key}`)}</li>
          ))}
        </ul>
      </section>
      <form className="account-section account-form" onSubmit={submit} noValidate>
        <fieldset className="account-fieldset" aria-describedby={ids.reason}>
          <legend>{t("console:account.leave.reasonLegend")}</legend>
          <p id={ids.reason}>{t("console:account.leave.reasonLead")}</p>
          {surveyReasonTypeSchema.options.map((reason) => (
            <Field key={reason} layout="check" label={t(`console:account.leave.reasons.${reason}`)}>
              {(control) => (
                <input
                  {...control}
                  type="radio"
                  name="reasonType"
                  value={reason}
                  checked={reasonType === reason}
                  onChange={() => setReasonType(reason)}
                />
              )}
            </Field>
          ))}
        </fieldset>
        <Field
          label={
            reasonType === "other"
              ? t("console:account.leave.wordsRequired")
              : t("console:account.leave.wordsOptional")
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={1000}
              value={customReason}
              aria-invalid={problem === "customReason"}
              onChange={(e) => setCustomReason(e.target.value)}
            />
          )}
        </Field>
        <Field layout="check" label={t("console:account.leave.confirm")}>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={confirmed}
              aria-invalid={problem === "confirm"}
              onChange={(e) => setConfirmed(e.target.checked)}
            />
          )}
        </Field>
        <FormError text={problem ? t(`console:account.leave.problems.${problem}`) : error} />
        <div className="account-actions">
          <Link to="/mypage/info">{t("console:account.leave.cancel")}</Link>
          <button
            type="submit"
            className="btn btn--md btn--fill btn--theme-danger"
            disabled={busy}
            aria-busy={busy}
          >
            {t("console:account.leave.submit")}
          </button>
        </div>
      </form>
    </div>
  );
};
