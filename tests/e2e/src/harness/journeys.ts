import type { Browser, Page } from "playwright-core";
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
 * Runs a journey of one or more people, each in a fresh desktop context of its own (no shared
 * cookies or storage) with screenshots in `test-results/e2e/<journey>-<person>/` (or
 * `<journey>/` for one person). On failure every window is shot and the error carries what went
 * wrong inside each page; the contexts are closed either way.
 */
export const runJourney = async <Name extends string>(
  browser: Browser,
  origin: string,
  journey: string,
  people: readonly Name[],
  steps: (visitors: Readonly<Record<Name, Visitor>>) => Promise<void>,
  locale = "en-US",
): Promise<void> => {
  const contexts = await Promise.all(
    people.map(() => browser.newContext({ ...desktop(locale), baseURL: origin })),
  );
  const visitors = await Promise.all(
    contexts.map(async (context, index) => {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const shot = screenshotsOf(people.length === 1 ? journey : `${journey}-${people[index]}`);
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
      visitors.flatMap((v, i) => v.problems().map((p) => `[${people[i]}] ${p}`)),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
};
