import { Flags } from "@oclif/core";
import { AI_IMAGE_STATUSES } from "@orbis/core/ai";
import type { AiImage } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { aiImageColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";
import { allPages } from "../../lib/paging/allPages";

/** Images read per request. */
const PAGE_SIZE = 100;

export default class AiList extends OrbisCommand {
  static override summary = "List your AI panoramas, newest first";

  static override description =
    "Every image you asked for and did not delete, with its status: pending, dispatched or processing while it is painted, then complete, error or abort.";

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --status complete --json | jq -r '.[].imageUrl'",
  ];

  static override flags = {
    status: Flags.option({
      options: AI_IMAGE_STATUSES,
      description: "only images in this status",
    })(),
    style: Flags.string({ char: "s", description: "only images of this style ID" }),
  };

  async run(): Promise<AiImage[]> {
    const { flags } = await this.parse(AiList);
    const api = (await this.session(flags)).api();
    const images = await allPages(
      async (pageNo, pageSize) => ({
        ...(await api.listAiImages({
          query: {
            pageNo,
            pageSize,
            ...(flags.status === undefined ? {} : { status: flags.status }),
            ...(flags.style === undefined ? {} : { style: flags.style }),
          },
        })),
        pageSize,
      }),
      { pageSize: PAGE_SIZE, key: (image) => image.id },
    );
    this.log(renderTable(aiImageColumns, images, "No AI panoramas yet."));
    return images;
  }
}
