import type { Page } from "playwright-core";

/*
 * What went wrong inside the page, kept for the failure message: a journey that lands on the
 * console's error page says little by itself; the uncaught error behind it says what broke.
 */

/** Starts recording a page's uncaught errors, console errors and failed requests. */
export const recordProblems = (page: Page): (() => string[]) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  page.on("requestfailed", (request) =>
    problems.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
    ),
  );
  return () => [...problems];
};

/** Adds the page's recorded problems to an error about to be rethrown. */
export const withProblems = (error: unknown, problems: readonly string[]): unknown => {
  if (!(error instanceof Error) || problems.length === 0) return error;
  error.message += `\n\nIn the page:\n${problems.map((p) => `  ${p}`).join("\n")}`;
  return error;
};
