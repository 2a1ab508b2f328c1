/** A page view as Google Analytics receives it. */
export interface GtagPageView {
  readonly path: string;
  readonly title: string;
}

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * Sends a page view to Google Analytics under `measurementId`, loading gtag.js the first time.
 * The automatic page view is off: the router reports each navigation itself.
 */
export const sendGtagPageView = (
  measurementId: string,
  view: GtagPageView,
  win: Window = window,
): void => {
  const host = win as Window & GtagWindow;
  if (!host.gtag) {
    host.dataLayer = host.dataLayer ?? [];
    const layer = host.dataLayer;
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    host.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
      layer.push(arguments);
    };
    host.gtag("js", new Date());
    host.gtag("config", measurementId, { send_page_view: false });
    const script = win.document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    win.document.head.appendChild(script);
  }
  host.gtag("event", "page_view", {
    page_path: view.path,
    page_title: view.title,
    send_to: measurementId,
  });
};
