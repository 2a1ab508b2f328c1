import { type InstructorInfoDraft, instructorDraftProblems } from "@orbis/core/edu";
import { observer } from "mobx-react-lite";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { SubmitButton } from "../../components/SubmitButton";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import type { InstructorStore } from "../../stores/edu/InstructorStore";
import { useStores } from "../../stores/StoreContext";

/** The instructor's profile as a form: name, organisation, phone and introduction. */
export const InstructorProfileForm = observer(({ store }: { readonly store: InstructorStore }) => {
  const { t } = useTranslation(EDU_NAMESPACE);
  const { ui } = useStores();
  const titleId = useId();
  const info = store.info;
  const [draft, setDraft] = useState<InstructorInfoDraft>(() => ({
    name: info?.name ?? "",
    organization: info?.organization ?? "",
    phone: info?.phone ?? "",
    introduction: info?.introduction ?? "",
  }));
  const [tried, setTried] = useState(false);
  if (info === null) return null;
  const errors = instructorDraftProblems(draft);
  const set = (field: keyof InstructorInfoDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.name || errors.phone) return;
    if (await store.save(draft))
      ui.snackbar.show(t("edu:instructor.saved"), { severity: "success" });
  };

  return (
    <section className="edu-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("edu:instructor.profileTitle")}</h2>
      <dl className="edu-facts">
        <dt>{t("edu:instructor.onboarding")}</dt>
        <dd>{t(`edu:instructor.onboardingSteps.${info.onboardingStep}`)}</dd>
      </dl>
      <form className="edu-form--stack" onSubmit={save} noValidate>
        <Field
          label={t("edu:instructor.name")}
          error={tried && errors.name ? t("edu:instructor.nameNeeded") : null}
        >
          {(control) => (
            <input
              {...control}
              value={draft.name}
              maxLength={50}
              required
              onChange={(event) => set("name")(event.target.value)}
            />
          )}
        </Field>
        <Field label={t("edu:instructor.organization")}>
          {(control) => (
            <input
              {...control}
              value={draft.organization}
              maxLength={100}
              onChange={(event) => set("organization")(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t("edu:instructor.phone")}
          hint={t("edu:instructor.phoneHint")}
          error={tried && errors.phone ? t("edu:instructor.phoneInvalid") : null}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              value={draft.phone}
              maxLength={20}
              onChange={(event) => set("phone")(event.target.value)}
            />
          )}
        </Field>
        <Field label={t("edu:instructor.introduction")}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={draft.introduction}
              maxLength={2000}
              onChange={(event) => set("introduction")(event.target.value)}
            />
          )}
        </Field>
        <div>
          <SubmitButton busy={store.saving}>{t("edu:instructor.save")}</SubmitButton>
        </div>
      </form>
    </section>
  );
});
