import { observer } from "mobx-react-lite";
import { useStores } from "../../stores/StoreContext";
import { DrawingInspector } from "./DrawingInspector";
import { MarkerInspector } from "./MarkerInspector";
import { ModelInspector } from "./ModelInspector";
import { SceneInspector } from "./SceneInspector";

/** The right-hand panel: the selected marker, the shape being drawn, models, or the scene. */
export const Inspector = observer(() => {
  const { editor } = useStores();
  if (editor.selectedMarker) return <MarkerInspector marker={editor.selectedMarker} />;
  if (editor.tool === "polygon" || editor.tool === "polyline") return <DrawingInspector />;
  if (editor.tool === "model") return <ModelInspector />;
  return <SceneInspector />;
});
