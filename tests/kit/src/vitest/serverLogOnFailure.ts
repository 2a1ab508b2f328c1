import { existsSync, readFileSync } from "node:fs";
import { beforeEach, inject } from "vitest";
import "./providedContext";

/*
 * Setup file: when a test fails, the end of the shared server's log is printed with it, since
 * the server's side of a failure (a stack trace, a refused query) is often the whole story.
 */

const TAIL_LINES = 80;

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    const file = inject("orbisServerLog");
    if (!existsSync(file)) return;
    const log = readFileSync(file, "utf8").trimEnd().split("\n");
    console.error(
      `--- the test server's log (${file}), last ${TAIL_LINES} lines ---\n` +
        log.slice(-TAIL_LINES).join("\n"),
    );
  });
});
