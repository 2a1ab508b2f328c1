import type { AiImageStyle } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { aiStyleColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";

export default class AiStyles extends OrbisCommand {
  static override summary = "List the styles AI panoramas are painted in";

  static override description =
    "AI panoramas come with the education plans. Give a style's ID when you ask for an image.";

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --json | jq -r '.[].id'",
  ];

  async run(): Promise<AiImageStyle[]> {
    const { flags } = await this.parse(AiStyles);
    const styles = await (await this.session(flags)).api().listAiImageStyles();
    this.log(renderTable(aiStyleColumns, styles, "No styles."));
    return styles;
  }
}
