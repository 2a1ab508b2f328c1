import type { AiImageUsage } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { aiUsageLine } from "../../lib/output/aiUsage";

export default class AiUsage extends OrbisCommand {
  static override summary = "Show this month's AI panorama credits";

  static override description =
    "Credits are counted per calendar month in UTC; an aborted or failed image gives its credit back.";

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --json",
  ];

  async run(): Promise<AiImageUsage> {
    const { flags } = await this.parse(AiUsage);
    const usage = await (await this.session(flags)).api().getAiImageUsage();
    this.log(aiUsageLine(usage));
    return usage;
  }
}
