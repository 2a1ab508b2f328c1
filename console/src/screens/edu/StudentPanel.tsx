import { studentLicenceStateOf } from "@orbis/core/edu";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import type { EduSettingStore } from "../../stores/edu/EduSettingStore";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";
import { ReviewStatusBadge } from "./ReviewStatusBadge";

/** A student's group, when their licence ends (or ended), and their submissions with the review. */
export const StudentPanel = observer(({ store }: { readonly store: EduSettingStore }) => {
  const { t } = useTranslation(EDU_NAMESPACE);
  const { ui, now } = useStores();
  const groupId = useId();
  const lecturesId = useId();
  const group = store.myGroup;
  const expiresAt = group?.licenceExpiresAt ?? null;
  const day = (instant: string) => formatDay(instant, ui.language);

  return (
    <>
      <section className="edu-section" aria-labelledby={groupId}>
        <h2 id={groupId}>{t("edu:setting.student.groupTitle")}</h2>
        <dl className="edu-facts">
          <dt>{t("edu:setting.student.group")}</dt>
          <dd>{group?.name ?? t("edu:setting.student.noGroup")}</dd>
          <dt>{t("edu:setting.student.licence")}</dt>
          <dd>
            {expiresAt === null
              ? t("edu:setting.student.licenceNone")
              : studentLicenceStateOf(new Date(expiresAt), new Date(now())) === "delivered"
                ? t("edu:setting.student.licenceUntil", { date: day(expiresAt) })
                : t("edu:setting.student.licenceEnded", { date: day(expiresAt) })}
          </dd>
        </dl>
      </section>
      <section className="edu-section" aria-labelledby={lecturesId}>
        <h2 id={lecturesId}>{t("edu:setting.student.submissionsTitle")}</h2>
        {store.lectures.length === 0 ? (
          <p>{t("edu:setting.student.submissionsNone")}</p>
        ) : (
          <ul className="edu-list">
            {store.lectures.map((lecture) => (
              <li key={`${lecture.spaceId}-${lecture.submittedAt}`}>
                <span className="edu-list__main">
                  <span className="edu-list__title">{lecture.title}</span>
                  <span>
                    {t("edu:setting.student.submitted", { date: day(lecture.submittedAt) })}
                    {lecture.reviewedAt !== null &&
                      ` · ${t("edu:setting.student.reviewed", { date: day(lecture.reviewedAt) })}`}
                  </span>
                </span>
                <ReviewStatusBadge status={lecture.status} />
                {lecture.reviewedAt !== null && (
                  <p className="edu-feedback">
                    <strong>{t("edu:setting.student.feedback")}:</strong>{" "}
                    {lecture.reviewComment ?? t("edu:setting.student.noFeedback")}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {store.lecturesTotal > store.lectures.length && (
          <p>
            {t("edu:setting.student.submissionsMore", {
              shown: store.lectures.length,
              total: store.lecturesTotal,
            })}
          </p>
        )}
      </section>
    </>
  );
});
