import { describe } from "vitest";
import { browserMissing } from "../browser";

/** A suite body, as `describe` takes it. */
type SuiteBody = () => void;

/**
 * `describe` for suites that need the browser: where none is found, the suite is skipped and
 * its name says why in one line, so `npm test` passes on a machine without a browser and the
 * report still shows what did not run. `why` is the reason there is no browser, or null.
 */
export const describeWithBrowser = async (
  why: Promise<string | null> = browserMissing(),
): Promise<(name: string, body: SuiteBody) => void> => {
  const missing = await why;
  return (name, body) =>
    describe.skipIf(missing !== null)(missing === null ? name : `${name} (${missing})`, body);
};
