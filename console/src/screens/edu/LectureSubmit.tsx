import { observer } from "mobx-react-lite";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import { LectureSubmitStore } from "../../stores/edu/LectureSubmitStore";
import { useStores } from "../../stores/StoreContext";
import "./edu.css";

/** The tours tab's review submissions, read once per visit of the tab. */
export const useLectureSubmissions = (): LectureSubmitStore => {
  const { api, log } = useStores();
  const [store] = useState(() => new LectureSubmitStore({ api, log }));
  useEffect(() => {
    void store.load();
  }, [store]);
  return store;
};

/**
 * A student's "submit for review" on a tour: its newest review status, the action, and why a
 * submission was refused (unpublished, no running licence, already in review or approved).
 * Nothing for anyone who is not a student.
 */
export const LectureSubmit = observer(
  ({
    store,
    tourId,
    title,
  }: {
    readonly store: LectureSubmitStore;
    readonly tourId: string;
    readonly title: string;
  }) => {
    // The tours tab is no education screen: it waits for the texts without suspending.
    const { t, ready } = useTranslation(EDU_NAMESPACE, { useSuspense: false });
    const problemId = useId();
    if (!store.student || !ready) return null;
    const status = store.statuses[tourId];
    const problem = store.problems[tourId];
    return (
      <span className="tour-row__lecture">
        {status !== undefined && (
          <span className={`edu-badge edu-badge--${status}`} data-status={status}>
            {t("edu:submit.status", { status: t(`edu:status.${status}`) })}
          </span>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={store.submitting !== null}
          label={t("edu:submit.actionLabel", { title })}
          describedBy={problem === undefined ? undefined : problemId}
          onClick={() => void store.submit(tourId)}
        >
          {t("edu:submit.action")}
        </Button>
        {problem !== undefined && (
          <span id={problemId} role="alert" className="edu-problem">
            {t(`edu:submit.problem${problem}`)}
          </span>
        )}
      </span>
    );
  },
);
