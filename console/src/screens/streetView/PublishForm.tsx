import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import type { PlaceFields, StreetViewStore } from "../../stores/streetView/StreetViewStore";

/** The publish form: project, tour and scene (2:1 ones only), then the place. */
export const PublishForm = observer(({ store }: { store: StreetViewStore }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const ids = { project: useId(), tour: useId(), scene: useId() };
  const placeIds: Record<keyof PlaceFields, string> = {
    latitude: useId(),
    longitude: useId(),
    heading: useId(),
  };
  const choose = <option value="">{t("console:streetView.form.choose")}</option>;
  return (
    <section className="street-view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:streetView.form.title")}</h2>
      <p>{t("console:streetView.form.lead")}</p>
      {store.projects.length === 0 ? (
        <p>{t("console:streetView.form.noProjects")}</p>
      ) : (
        <form
          className="street-view-form"
          onSubmit={(event) => {
            event.preventDefault();
            void store.publish();
          }}
        >
          <label htmlFor={ids.project}>{t("console:streetView.form.project")}</label>
          <select
            id={ids.project}
            value={store.projectId}
            onChange={(e) => void store.chooseProject(e.target.value)}
          >
            {choose}
            {store.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.tour}>{t("console:streetView.form.tour")}</label>
          <select
            id={ids.tour}
            value={store.tourId}
            disabled={store.tours.length === 0}
            onChange={(e) => void store.chooseTour(e.target.value)}
          >
            {choose}
            {store.tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.title}
              </option>
            ))}
          </select>
          <label htmlFor={ids.scene}>{t("console:streetView.form.scene")}</label>
          <select
            id={ids.scene}
            value={store.sceneId}
            disabled={store.scenes.length === 0}
            onChange={(e) => store.chooseScene(e.target.value)}
          >
            {choose}
            {store.scenes.map(({ scene, publishable }) => (
              <option key={scene.id} value={scene.id} disabled={!publishable}>
                {publishable
                  ? scene.title
                  : t("console:streetView.form.notTwoToOne", { title: scene.title })}
              </option>
            ))}
          </select>
          {(["latitude", "longitude", "heading"] as const).map((field) => (
            <div key={field} className="street-view-form__field">
              <label htmlFor={placeIds[field]}>{t(`console:streetView.form.${field}`)}</label>
              <input
                id={placeIds[field]}
                type="number"
                step="any"
                value={store.place[field]}
                onChange={(e) => store.setPlace(field, e.target.value)}
              />
            </div>
          ))}
          <Button disabled={!store.canPublish} onClick={() => void store.publish()}>
            {t("console:streetView.form.submit")}
          </Button>
          {store.problem !== null && <p role="alert">{store.problem}</p>}
        </form>
      )}
    </section>
  );
});
