import type { Hook } from "@oclif/core";
import { ErrorCode } from "@orbis/core/errors";
import { EXIT, failureLine } from "../lib/errors";

/**
 * An unknown command fails like every other usage error: `Error 10400: …` on stderr (and as
 * JSON with `--json`), exit 2, instead of oclif's own wording.
 */
const hook: Hook.CommandNotFound = async function (options) {
  const shown = options.id.replaceAll(":", " ");
  const failure = {
    code: ErrorCode.badRequest,
    message: `"${shown}" is not an orbis command. See "orbis --help".`,
    exit: EXIT.usage,
  };
  process.stderr.write(`${failureLine(failure)}\n`);
  if (options.argv?.includes("--json"))
    process.stdout.write(
      `${JSON.stringify({ error: { code: failure.code, message: failure.message, exitCode: failure.exit } }, null, 2)}\n`,
    );
  this.exit(failure.exit);
};

export default hook;
