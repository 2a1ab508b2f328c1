import { createRoot } from "react-dom/client";
import type { PanoramaEngine } from "../render/panoramaEngine";
import { markFirstFrame } from "./boot";
import type { PageData } from "./pageData";
import { TourPage } from "./TourPage";
import type { VisitBeacons } from "./visitBeacons";

/** The published page's second stage: the interface, adopting the engine boot started. */
export const mountTourPage = (
  root: HTMLElement,
  data: PageData,
  engine?: PanoramaEngine,
  beacons?: VisitBeacons | null,
): void => {
  createRoot(root).render(
    <TourPage
      data={data}
      engine={engine}
      onFirstFrame={markFirstFrame}
      onSceneShown={beacons?.sceneShown}
    />,
  );
};
