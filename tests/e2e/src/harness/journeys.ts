import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { recordProblems, withProblems } from "./pageProblems";
import { type Shooter, screenshotsOf } from "./screenshots";
import { desktop } from "./visitors";

/** One person's window in a journey: its page, its screenshots, what went wrong in it. */
export interface Visitor {
  readonly page: Page;
  readonly shot: Shooter;
  readonly problems: () => string[];
}

/**
 * A new page in `context`. Its steps wait 30 s at most, so a step that cannot happen fails
 * naming that step instead of running into the test's three-minute timeout.
 */
export const openPage = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
};

/**
 * Runs a journey of one or more people, each in a fresh context of its own (`visitor`: an
 * English desktop unless given; no shared cookies or storage) with screenshots in
 * `test-results/e2e/<journey>-<person>/` (or `<journey>/` for one person). On failure every
 * window is shot and the error carries what went wrong inside each page (each line marked with
 * its person when there are several); the contexts are closed either way.
 */
export const runJourney = async <Name extends string>(
  browser: Browser,
  origin: string,
  journey: string,
  people: readonly Name[],
  steps: (visitors: Readonly<Record<Name, Visitor>>) => Promise<void>,
  visitor: BrowserContextOptions = desktop("en-US"),
): Promise<void> => {
  const alone = people.length === 1;
  const contexts = await Promise.all(
    people.map(() => browser.newContext({ ...visitor, baseURL: origin })),
  );
  const visitors = await Promise.all(
    contexts.map(async (context, index) => {
      const page = await openPage(context);
      const shot = screenshotsOf(alone ? journey : `${journey}-${people[index]}`);
      return { page, shot, problems: recordProblems(page) };
    }),
  );
  const byName = Object.fromEntries(people.map((name, i) => [name, visitors[i]])) as Record<
    Name,
    Visitor
  >;
  try {
    await steps(byName);
  } catch (error) {
    await Promise.all(visitors.map((v) => v.shot(v.page, "failure").catch(() => undefined)));
    throw withProblems(
      error,
      visitors.flatMap((v, i) => v.problems().map((p) => (alone ? p : `[${people[i]}] ${p}`))),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
};
