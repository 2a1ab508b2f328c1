import { displayName } from "@orbis/core/auth";
import { DISPLAY_NAME_MAX_LENGTH, type User } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";
import { nameProblem } from "./nameProblem";
import { ThumbnailField } from "./ThumbnailField";

/** How the account signs in, in words. */
export const useSignInMethodName = () => {
  const { t } = useTranslation();
  return (method: User["signInMethod"]) =>
    method === "email"
      ? t("console:account.info.profile.emailMethod")
      : t(`console:auth.providers.${method}`);
};

/**
 * The profile: picture, the name shown for the account (docs/product/entities.md: the email, else the name,
 * else the nickname), how it signs in, and the name and nickname form (`PATCH /users/me`).
 */
export const ProfileSection = observer(({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const { profile, ui } = useStores();
  const methodName = useSignInMethodName();
  const [name, setName] = useState(user.name ?? "");
  const [nickname, setNickname] = useState(user.nickname ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const field = (key: "name" | "nickname") => t(`console:account.info.profile.${key}`);
    const nameIssue = nameProblem(name);
    // The nickname may stay empty; once given it follows the same rule as the name.
    const nicknameIssue = nickname === "" ? null : nameProblem(nickname);
    const issue = nameIssue
      ? { field: field("name"), kind: nameIssue }
      : nicknameIssue
        ? { field: field("nickname"), kind: nicknameIssue }
        : null;
    setProblem(
      issue
        ? t(`console:account.info.profile.${issue.kind}`, {
            field: issue.field,
            max: DISPLAY_NAME_MAX_LENGTH,
          })
        : null,
    );
    if (issue) return;
    void run(async () => {
      const saved = await profile.updateNames({
        name: name.trim(),
        ...(nickname.trim() === "" ? {} : { nickname: nickname.trim() }),
      });
      setName(saved.name ?? "");
      setNickname(saved.nickname ?? "");
      ui.snackbar.show(t("console:account.info.profile.saved"), { severity: "success" });
    });
  };

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:account.info.profile.title")}</h2>
      <ThumbnailField user={user} />
      <dl className="account-facts">
        <dt>{t("console:account.info.profile.shownAs")}</dt>
        <dd>{displayName(user)}</dd>
        <dt>{t("console:account.info.profile.email")}</dt>
        <dd>{user.email}</dd>
        <dt>{t("console:account.info.profile.signInMethod")}</dt>
        <dd>{methodName(user.signInMethod)}</dd>
      </dl>
      <form className="account-form" onSubmit={submit} noValidate>
        <Field label={t("console:account.info.profile.name")}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              value={name}
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label={t("console:account.info.profile.nicknameOptional")}>
          {(control) => (
            <input
              {...control}
              name="nickname"
              autoComplete="nickname"
              value={nickname}
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              onChange={(e) => setNickname(e.target.value)}
            />
          )}
        </Field>
        <FormError text={problem ?? error} />
        <SubmitButton busy={busy} fullWidth>
          {t("console:account.info.profile.save")}
        </SubmitButton>
      </form>
    </section>
  );
});
