import { TOUR_TITLE_MAX_LENGTH } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, fieldNoteId } from "../../components/Field";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { DEFAULT_TOUR_QUERY } from "../../stores/TourListStore";
import { LectureSubmit, useLectureSubmissions } from "../edu/LectureSubmit";
import { useProjectOutlet } from "./ProjectPage";
import { StorageBar } from "./StorageBar";
import { TourFilters } from "./TourFilters";
import { TourMenu } from "./TourMenu";
import { TourRow } from "./TourRow";

/**
 * A project's tours (`/project/:id/preview`, `/project/shared/:id/preview`): search, sort,
 * publication filter and pages, a form to add a tour (it waits for a title and says so; 60003
 * over the plan's tours per project shows its snackbar), each tour's way into the editor and its
 * menu (rename, details, and delete for the owner, whose storage bar shows what a deletion gives
 * back); a student's own tours can be submitted for review.
 */
export const ProjectTours = observer(() => {
  const { t } = useTranslation();
  const { project, tours, projects, auth } = useStores();
  const { readOnly } = useProjectOutlet();
  const owns = project.current !== null && auth.user?.id === project.current.owner.id;
  const lectures = useLectureSubmissions();
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const projectId = project.current?.id;

  useEffect(() => {
    // Each visit starts from the first page of the default query, as the filters below do.
    if (projectId) void tours.load(DEFAULT_TOUR_QUERY);
  }, [tours, projectId]);

  useEffect(() => {
    if (owns) void projects.loadStorage();
  }, [projects, owns]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || title.trim() === "") return;
    setBusy(true);
    const tour = await tours.create(title);
    setBusy(false);
    if (tour) setTitle("");
  };

  const { items, total, query, state } = tours;
  const filtered = query.search.trim() !== "" || query.publish !== undefined;
  const storage = projects.storage;
  return (
    <div className="project-tours">
      {owns && storage && (
        <StorageBar
          label={t("console:projects.storage.contents")}
          used={storage.usageStorageSize}
          total={storage.planStorageSize}
        />
      )}
      {!readOnly && (
        <form className="inline-form" onSubmit={create}>
          <Field
            id={titleId}
            layout="row"
            label={t("console:projects.tours.titleLabel")}
            hint={title.trim() === "" ? t("console:projects.tours.titleNeeded") : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={title}
                maxLength={TOUR_TITLE_MAX_LENGTH}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <SubmitButton
            busy={busy}
            disabled={title.trim() === ""}
            describedBy={fieldNoteId(titleId)}
          >
            {t("console:projects.tours.newTour")}
          </SubmitButton>
        </form>
      )}
      <TourFilters />
      {state === "failed" && <p role="alert">{t("console:projects.loadFailed")}</p>}
      {state === "ready" && items.length === 0 && (
        <p className="projects__empty">
          {t(filtered ? "console:projects.tours.noMatch" : "console:projects.tours.empty")}
        </p>
      )}
      {items.length > 0 && (
        <ul className="tour-list">
          {items.map((tour) => (
            <TourRow
              key={tour.id}
              tour={tour}
              editor={readOnly ? "view" : "edit"}
              actions={
                readOnly ? null : (
                  <>
                    <TourMenu tour={tour} canDelete={owns} />
                    <LectureSubmit store={lectures} tourId={tour.id} title={tour.title} />
                  </>
                )
              }
            />
          ))}
        </ul>
      )}
      {total > query.limit && <TourPager />}
    </div>
  );
});

/** Previous and next page of the tour list, and which tours are shown. */
const TourPager = observer(() => {
  const { t } = useTranslation();
  const { tours } = useStores();
  const { offset, limit } = tours.query;
  const total = tours.total;
  return (
    <nav
      className="pager"
      aria-label={t("console:projects.tours.range", {
        from: offset + 1,
        to: Math.min(offset + limit, total),
        total,
      })}
    >
      <button
        type="button"
        className="btn btn--sm btn--outline btn--theme-gray"
        disabled={offset === 0}
        onClick={() => void tours.load({ offset: Math.max(0, offset - limit) })}
      >
        {t("console:projects.tours.previous")}
      </button>
      <span>
        {t("console:projects.tours.range", {
          from: offset + 1,
          to: Math.min(offset + limit, total),
          total,
        })}
      </span>
      <button
        type="button"
        className="btn btn--sm btn--outline btn--theme-gray"
        disabled={offset + limit >= total}
        onClick={() => void tours.load({ offset: offset + limit })}
      >
        {t("console:projects.tours.next")}
      </button>
    </nav>
  );
});
