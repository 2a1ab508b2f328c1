import { barsReporter } from "./barsReporter";
import { lineReporter, silentReporter, type UploadReporter } from "./reporter";

/**
 * How a run shows its progress: nothing with `--json` (the report is the output), live bars
 * when stderr is a terminal, plain lines otherwise (logs, CI, pipes).
 */
export const reporterFor = (
  json: boolean,
  stderr: NodeJS.WriteStream = process.stderr,
): UploadReporter => {
  if (json) return silentReporter();
  if (stderr.isTTY) return barsReporter(stderr);
  return lineReporter((line) => stderr.write(`${line}\n`));
};
