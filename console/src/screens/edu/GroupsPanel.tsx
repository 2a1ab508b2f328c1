import { EDU_GROUP_NAME_MAX_LENGTH } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field, fieldNoteId } from "../../components/Field";
import { SubmitButton } from "../../components/SubmitButton";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import type { EduSettingStore } from "../../stores/edu/EduSettingStore";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";

/** Where the admin console edits a group (react-admin's edit route of the groups resource). */
const adminGroupPath = (groupId: string) => `/admin/groups/${encodeURIComponent(groupId)}`;

/**
 * An edu admin's or instructor's groups with their student counts, a form to create one, and the
 * admin console, where groups are renamed and students, licences and reviews are managed.
 */
export const GroupsPanel = observer(({ store }: { readonly store: EduSettingStore }) => {
  const { t } = useTranslation(EDU_NAMESPACE);
  const { ui } = useStores();
  const [name, setName] = useState("");
  const nameId = useId();
  const groupsId = useId();
  const adminId = useId();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return;
    const group = await store.createGroup(name.trim());
    if (group === null) return;
    setName("");
    ui.snackbar.show(t("edu:setting.created", { name: group.name }), {
      severity: "success",
    });
  };

  return (
    <>
      <section className="edu-section" aria-labelledby={groupsId}>
        <h2 id={groupsId}>{t("edu:setting.groupsTitle")}</h2>
        <p>{t("edu:setting.groupsLead")}</p>
        <form className="edu-form" onSubmit={create}>
          <Field
            id={nameId}
            layout="row"
            label={t("edu:setting.groupName")}
            hint={name.trim() === "" ? t("edu:setting.groupNameNeeded") : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={EDU_GROUP_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <SubmitButton
            busy={store.creating}
            disabled={name.trim() === ""}
            describedBy={fieldNoteId(nameId)}
          >
            {t("edu:setting.create")}
          </SubmitButton>
        </form>
        {store.groups.length === 0 ? (
          <p>{t("edu:setting.noGroups")}</p>
        ) : (
          <ul className="edu-list" aria-label={t("edu:setting.groupsLabel")}>
            {store.groups.map((group) => (
              <li key={group.groupId}>
                <span className="edu-list__main">
                  <span className="edu-list__title">{group.name}</span>
                  <span>
                    {t("edu:setting.students", { count: group.userCount })} ·{" "}
                    {t("edu:setting.createdOn", {
                      date: formatDay(group.createdAt, ui.language),
                    })}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  href={adminGroupPath(group.groupId)}
                  label={t("edu:setting.renameLabel", { name: group.name })}
                >
                  {t("edu:setting.rename")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="edu-section" aria-labelledby={adminId}>
        <h2 id={adminId}>{t("edu:setting.adminTitle")}</h2>
        <p>{t("edu:setting.adminLead")}</p>
        <div className="edu-links">
          <Button href="/admin">{t("edu:setting.openAdmin")}</Button>
          <Button variant="outline" href="/mypage/edu/instructor">
            {t("edu:setting.instructorLink")}
          </Button>
          <Button variant="outline" href="/mypage/purchase-student">
            {t("edu:setting.buyLink")}
          </Button>
        </div>
      </section>
    </>
  );
});
