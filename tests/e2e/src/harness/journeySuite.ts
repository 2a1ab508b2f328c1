import { launchBrowser } from "@orbis/testkit/browser";
import { describeWithBrowser } from "@orbis/testkit/vitest/browserSuite";
import { serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { openPage, runJourney, type Visitor } from "./journeys";
import { desktop } from "./visitors";

/*
 * What every journey file starts with, written once: the shared server's origin, a `describe`
 * that is skipped (saying why) where no browser is found, and the run's browser. The
 * hooks are registered where `journeySuite` is called, at the top of the file, so hooks the file
 * registers after it find the browser up (vitest runs `beforeAll` hooks in order).
 */

/** How a file's journeys visit: who, unless a journey says otherwise. */
export interface JourneySuiteOptions {
  /** The browser context each journey opens: an English desktop (`desktop("en-US")`) if not given. */
  readonly visitor?: BrowserContextOptions;
}

/** One person's steps in a journey, in their own window. */
export type JourneySteps = (visitor: Visitor) => Promise<void>;

/** A journey file's start-up, as `journeySuite` answers it. */
export interface JourneySuite {
  /** The shared server's origin, every page's `baseURL`. */
  readonly origin: string;
  /** `describe` for the file's tests: skipped, with the reason in its name, without a browser. */
  readonly describeInBrowser: Awaited<ReturnType<typeof describeWithBrowser>>;
  /** The file's browser, launched before its tests run (so not while the file is collected). */
  readonly browser: () => Browser;
  /**
   * One person's journey in a fresh context, screenshots in `test-results/e2e/<name>/` (see
   * `runJourney`). The visitor, when given, comes before the steps so that a call still ends
   * with them: `journey("languages-vi", desktop("ko-KR"), async ({ page, shot }) => …)`.
   */
  readonly journey: (
    name: string,
    ...how: [steps: JourneySteps] | [visitor: BrowserContextOptions, steps: JourneySteps]
  ) => Promise<void>;
  /** Several people's journey, each in a fresh context of the file's: see `runJourney`. */
  readonly together: <Name extends string>(
    name: string,
    people: readonly Name[],
    steps: (visitors: Readonly<Record<Name, Visitor>>) => Promise<void>,
  ) => Promise<void>;
  /**
   * A page in a fresh context of the file's that outlives a test, for files whose tests go on
   * where the last left off; it closes after the file's tests, and records no problems (there is
   * no journey's failure to add them to).
   */
  readonly openPage: () => Promise<Page>;
}

let running: Promise<Browser> | undefined;

/**
 * The run's browser: the journey files share one module graph (`isolate: false`), so they share
 * one chromium too instead of starting one each (about a second of CPU a start); every journey
 * opens its own context in it, so nothing of one file's visitors reaches another's. It closes
 * when the test process exits. One that crashed is replaced.
 */
const runBrowser = async (): Promise<Browser> => {
  running ??= launchBrowser();
  const browser = await running;
  if (browser.isConnected()) return browser;
  running = launchBrowser();
  return running;
};

/**
 * Starts a browser journey file: `const { describeInBrowser, journey } = await journeySuite();`
 * at its top. Has the run's browser up before the file's tests (see `runBrowser`); its
 * journeys visit as `options.visitor` (an English desktop unless given), each able to say
 * otherwise.
 */
export const journeySuite = async (options: JourneySuiteOptions = {}): Promise<JourneySuite> => {
  const fileVisitor = options.visitor ?? desktop("en-US");
  const origin = serverOrigin();
  const describeInBrowser = await describeWithBrowser();
  let launched: Browser | undefined;
  const kept: BrowserContext[] = [];
  beforeAll(async () => {
    launched = await runBrowser();
  });
  // The browser outlives the file; the pages the file kept open do not.
  afterAll(async () => {
    await Promise.all(kept.splice(0).map((context) => context.close()));
  });
  const browser = (): Browser => {
    if (!launched)
      throw new Error("the journeys' browser starts in beforeAll: ask for it in a test");
    return launched;
  };
  return {
    origin,
    describeInBrowser,
    browser,
    journey: (name, ...how) => {
      const [visitor, steps] = how.length === 1 ? ([fileVisitor, how[0]] as const) : how;
      // One person's folder and problems go unnamed (see runJourney), so the name is never seen.
      return runJourney(browser(), origin, name, ["alone"], ({ alone }) => steps(alone), visitor);
    },
    together: (name, people, steps) =>
      runJourney(browser(), origin, name, people, steps, fileVisitor),
    openPage: async () => {
      const context = await browser().newContext({ ...fileVisitor, baseURL: origin });
      kept.push(context);
      return openPage(context);
    },
  };
};
