import "./cesiumBase";
import { moveMarker } from "@orbis/core/tours";
import { TourViewer } from "@orbis/viewer";
import "@orbis/viewer/style.css";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";

/**
 * The viewer as the editor's canvas: clicks place what the tool makes, markers drag to a new
 * direction (one undoable change on release), a marker click selects it. Read-only, it only
 * selects.
 */
const EditorViewer = observer(() => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const tour = editor.viewerTour;
  if (tour === null) return null;
  const sceneId = tour.scenes.some((s) => s.id === editor.sceneId) ? editor.sceneId : undefined;
  const drawing = editor.assets.drawing;
  return (
    <TourViewer
      tour={tour}
      {...(sceneId ? { sceneId } : {})}
      onSceneChange={(id) => editor.setScene(id)}
      onViewChange={(view) => {
        editor.view = view;
      }}
      editing={
        // A viewer coworker only looks: a marker click shows its details, nothing moves.
        editor.readOnly
          ? { onMarkerSelect: (marker) => editor.selectMarker(marker.id) }
          : {
              onPick: (point) => {
                if (!editor.place(point, t("console:editor.markers.newInfoTitle")))
                  ui.snackbar.show(t("console:editor.markers.needTwoScenes"), {
                    severity: "warning",
                  });
              },
              onMarkerMove: (id, point, done) => {
                if (done) editor.edit((doc) => moveMarker(doc, id, point));
              },
              onMarkerSelect: (marker) => editor.selectMarker(marker.id),
              draft: drawing,
            }
      }
    />
  );
});

export default EditorViewer;
