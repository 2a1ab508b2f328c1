import { useCallback, useRef, useState } from "react";
import { TourViewer, type TourViewerHandle, type ViewerMode } from "../components/TourViewer";
import type { PanoramaEngine } from "../render/panoramaEngine";
import type { PageData } from "./pageData";
import { SharePanel } from "./SharePanel";

/** Props of {@link TourPage}. */
export interface TourPageProps {
  readonly data: PageData;
  readonly onFirstFrame?: (sceneId: string) => void;
  /** A scene is on screen now (the first one, or one the visitor moved to): the page's beacons. */
  readonly onSceneShown?: (sceneId: string) => void;
  /** The engine `bootPanorama` started, already drawing the first scene. */
  readonly engine?: PanoramaEngine;
}

/**
 * The published tour page `/t/{slug}`: the tour filling the window, its title, the scene list
 * (when the tour shows it), the map toggle (when it offers the map and a scene has a place) and
 * sharing: the system share sheet where there is one, else the link and embed code.
 */
export const TourPage = ({ data, onFirstFrame, onSceneShown, engine }: TourPageProps) => {
  const { tour, url } = data;
  const viewer = useRef<TourViewerHandle>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [mode, setMode] = useState<ViewerMode>("panorama");
  const [sharing, setSharing] = useState(false);
  const hasMap = tour.settings.geoMap && tour.scenes.some((s) => s.geo !== null);
  const scenes = [...tour.scenes].sort((a, b) => a.order - b.order);
  const sceneChanged = useCallback(
    (sceneId: string) => {
      setCurrent(sceneId);
      onSceneShown?.(sceneId);
    },
    [onSceneShown],
  );

  const share = () => {
    const nav = navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
    if (typeof nav.share === "function" && matchMedia("(pointer: coarse)").matches)
      nav.share({ title: tour.title, url }).catch(() => setSharing(true));
    else setSharing(true);
  };

  return (
    <TourViewer
      tour={tour}
      handle={viewer}
      engine={engine}
      onSceneChange={sceneChanged}
      mode={mode}
      onModeChange={setMode}
      onFirstFrame={onFirstFrame}
      className={tour.settings.sceneList ? "has-scenes" : undefined}
    >
      <header className="tour-head">
        <h1>{tour.title}</h1>
        {tour.description !== "" && <p>{tour.description}</p>}
      </header>
      <nav className="tour-actions" aria-label="Tour" data-no-drag="">
        {hasMap && (
          <button
            type="button"
            aria-pressed={mode === "map"}
            onClick={() => setMode(mode === "map" ? "panorama" : "map")}
          >
            {mode === "map" ? "Panorama" : "Map"}
          </button>
        )}
        <button type="button" onClick={share}>
          Share
        </button>
      </nav>
      {tour.settings.sceneList && (
        <ul className="scenes" aria-label="Scenes" data-no-drag="">
          {scenes.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                data-scene={s.id}
                aria-current={s.id === current}
                onClick={() => {
                  viewer.current?.goTo(s.id);
                  setMode("panorama");
                }}
              >
                {(s.thumbnailUrl ?? s.previewUrl) !== null && (
                  <img src={s.thumbnailUrl ?? s.previewUrl ?? ""} alt="" loading="lazy" />
                )}
                <span>{s.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {sharing && <SharePanel url={url} title={tour.title} onClose={() => setSharing(false)} />}
    </TourViewer>
  );
};
