import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import type { StreetViewStore } from "../../stores/streetView/StreetViewStore";

/** The caller's publishes, newest first, each state in words (and the Maps link or the reason). */
export const PublishList = observer(({ store }: { store: StreetViewStore }) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="street-view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:streetView.list.title")}</h2>
      <Button onClick={() => void store.refreshPublishes()}>
        {t("console:streetView.list.refresh")}
      </Button>
      {store.publishes.length === 0 ? (
        <p>{t("console:streetView.list.empty")}</p>
      ) : (
        <table className="street-view-list">
          <thead>
            <tr>
              <th scope="col">{t("console:streetView.list.scene")}</th>
              <th scope="col">{t("console:streetView.list.place")}</th>
              <th scope="col">{t("console:streetView.list.state")}</th>
            </tr>
          </thead>
          <tbody>
            {store.publishes.map((p) => (
              <tr key={p.id} data-state={p.state}>
                <td>{p.sceneTitle}</td>
                <td>
                  {t("console:streetView.list.placeValue", {
                    latitude: p.latitude,
                    longitude: p.longitude,
                    heading: p.heading,
                  })}
                </td>
                <td>
                  <strong>{t(`console:streetView.list.states.${p.state}`)}</strong>
                  {p.state === "published" && p.shareLink !== null && (
                    <>
                      {" "}
                      <a href={p.shareLink} target="_blank" rel="noreferrer">
                        {t("console:streetView.list.openMaps")}
                      </a>
                    </>
                  )}
                  {p.state === "failed" && p.reason !== null && (
                    <p>{t("console:streetView.list.reason", { reason: p.reason })}</p>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
