import { Flags } from "@oclif/core";
import { OrbisCommand, RunFailure } from "../../lib/baseCommand";
import { describeFailure, usageError } from "../../lib/errors";
import { promptConfirm, requireTerminal } from "../../lib/prompts";

/** One tour's outcome. */
interface Deleted {
  readonly id: string;
  readonly deleted: boolean;
  readonly error?: { code: number; message: string };
}

export default class ToursDelete extends OrbisCommand {
  static override summary = "Delete tours with their files and published versions";

  static override description =
    "Asks for confirmation on a terminal; scripts (no terminal on stdin) must pass --yes.";

  static override examples = [
    "<%= config.bin %> <%= command.id %> 8d1e…",
    "<%= config.bin %> <%= command.id %> 8d1e… 91ab… --yes --json",
  ];

  static override strict = false;

  static override args = {};

  static override flags = {
    yes: Flags.boolean({ char: "y", description: "do not ask for confirmation" }),
  };

  static override usage = "<%= command.id %> ID... [--yes]";

  async run(): Promise<{ results: Deleted[] }> {
    const { argv, flags } = await this.parse(ToursDelete);
    const ids = [...new Set(argv.map(String))];
    if (ids.length === 0) throw usageError("Name at least one tour id");
    const api = (await this.session(flags)).api();
    if (!flags.yes) {
      requireTerminal("Confirming the deletion", "Pass --yes to delete without a prompt.");
      const what = ids.length === 1 ? `tour ${ids[0]}` : `${ids.length} tours`;
      if (!(await promptConfirm(`Delete ${what} with all its files? This cannot be undone.`)))
        throw usageError("Nothing was deleted.");
    }
    const results: Deleted[] = [];
    let firstFailure: unknown;
    for (const id of ids) {
      try {
        await api.deleteTour({ params: { id } });
        results.push({ id, deleted: true });
        this.log(`Deleted ${id}`);
      } catch (error) {
        firstFailure ??= error;
        const { code, message } = describeFailure(error);
        results.push({ id, deleted: false, error: { code, message } });
        this.logToStderr(`Not deleted ${id}: Error ${code}: ${message}`);
      }
    }
    if (firstFailure !== undefined) throw new RunFailure(firstFailure, { results });
    return { results };
  }
}
