import type { Language } from "@orbis/core/contract";
import { sendGtagPageView } from "../analytics/gtag";
import type { OrbisApi } from "../api/consoleApi";

/** What the analytics store needs from outside. */
export interface AnalyticsStoreDeps {
  readonly api: Pick<OrbisApi, "recordPageView">;
  /** The GA measurement id, when the build configured one (`VITE_GA_ID`). */
  readonly gaMeasurementId?: string | undefined;
  /** Where the visitor came from: the document's referrer, reported with the first view only. */
  readonly referrer?: string | undefined;
  readonly log: (message: string, error: unknown) => void;
}

/** One page seen. */
export interface PageView {
  readonly path: string;
  readonly title: string;
  readonly language: Language;
}

/**
 * Page-view analytics after each navigation (docs/product/screens.md): to the server's statistics and, when a
 * measurement id is configured, to Google Analytics. Failures are logged, never shown: counting
 * a visit must not disturb it.
 */
export class AnalyticsStore {
  private referrer: string | undefined;

  constructor(private readonly deps: AnalyticsStoreDeps) {
    this.referrer = deps.referrer || undefined;
  }

  async pageView(view: PageView): Promise<void> {
    const { api, gaMeasurementId, log } = this.deps;
    const referrer = this.referrer;
    // Later views come from inside the console: the outside referrer belongs to the first.
    this.referrer = undefined;
    if (gaMeasurementId) {
      try {
        sendGtagPageView(gaMeasurementId, view);
      } catch (error) {
        log("Google Analytics page view failed", error);
      }
    }
    try {
      await api.recordPageView({
        body: {
          path: view.path,
          title: view.title,
          language: view.language,
          ...(referrer ? { referrer } : {}),
        },
      });
    } catch (error) {
      log("Page view not recorded", error);
    }
  }
}
