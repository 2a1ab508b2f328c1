import { Flags } from "@oclif/core";
import { OrbisCommand } from "../../lib/baseCommand";
import { usageError } from "../../lib/errors";
import { promptConfirm, requireTerminal } from "../../lib/prompts";

export default class AiDelete extends OrbisCommand {
  static override summary = "Delete AI panoramas; one still being painted is stopped";

  static override description =
    "A stopped image gives its credit back; a complete one's credit stays spent. Scenes made from an image keep their own copy. Asks for confirmation on a terminal; scripts must pass --yes. Nothing is deleted when one of the IDs is not yours.";

  static override examples = [
    "<%= config.bin %> <%= command.id %> 3f2a…",
    "<%= config.bin %> <%= command.id %> 3f2a… 77b0… --yes",
  ];

  static override strict = false;

  static override flags = {
    yes: Flags.boolean({ char: "y", description: "do not ask for confirmation" }),
  };

  static override usage = "<%= command.id %> ID... [--yes]";

  async run(): Promise<{ deleted: string[] }> {
    const { argv, flags } = await this.parse(AiDelete);
    const ids = [...new Set(argv.map(String))];
    if (ids.length === 0) throw usageError("Name at least one AI image id");
    const api = (await this.session(flags)).api();
    if (!flags.yes) {
      requireTerminal("Confirming the deletion", "Pass --yes to delete without a prompt.");
      const what = ids.length === 1 ? `AI image ${ids[0]}` : `${ids.length} AI images`;
      if (!(await promptConfirm(`Delete ${what}? This cannot be undone.`)))
        throw usageError("Nothing was deleted.");
    }
    await api.deleteAiImages({ body: { ids } });
    this.log(`Deleted ${ids.length} AI image(s)`);
    return { deleted: ids };
  }
}
