import type { PublishedTour } from "@orbis/core/contract";
import { escapeHtml } from "@orbis/core/format";

/** What the server puts in the page for its script (`<script type="application/json" id="orbis-tour">`). */
export interface PageData {
  readonly tour: PublishedTour;
  /** The tour's public address, for sharing and embedding. */
  readonly url: string;
  /** A GA4 measurement id when the tour has analytics, else null. */
  readonly ga: string | null;
}

/** Reads the page's data; throws when the page has none (not a tour page). */
export const readPageData = (doc: Document): PageData => {
  const text = doc.getElementById("orbis-tour")?.textContent;
  if (text == null) throw new Error("This page carries no tour.");
  return JSON.parse(text) as PageData;
};

/** The `<iframe>` code that embeds a tour in another site. */
export const embedCode = (url: string, title: string): string => {
  return `<iframe src="${escapeHtml(url)}" title="${escapeHtml(title)}" width="100%" height="480" style="border:0" allow="fullscreen; gyroscope; accelerometer" allowfullscreen loading="lazy"></iframe>`;
};

type Gtag = (...args: unknown[]) => void;

/** Starts Google Analytics (its script tag is in the page's head) for a measurement id. */
export const startAnalytics = (measurementId: string): void => {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  const layer = w.dataLayer;
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: as above.
    layer.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId);
};
