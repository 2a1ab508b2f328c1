import { Args, Flags } from "@oclif/core";
import type { TourListItem } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { tourColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";

export default class ToursCopy extends OrbisCommand {
  static override summary = "Copy a tour with its scenes and files (the copy is unpublished)";

  static override examples = [
    "<%= config.bin %> <%= command.id %> 8d1e…",
    '<%= config.bin %> <%= command.id %> 8d1e… --project 3f2c… --title "Main hall (2025)"',
  ];

  static override args = {
    id: Args.string({ description: "id of the tour to copy", required: true }),
  };

  static override flags = {
    project: Flags.string({ char: "p", description: "project to copy into (default: the same)" }),
    title: Flags.string({ description: 'title of the copy (default: "<title> copy")' }),
  };

  async run(): Promise<TourListItem> {
    const { args, flags } = await this.parse(ToursCopy);
    const api = (await this.session(flags)).api();
    const copy = await api.copyTour({
      params: { id: args.id },
      body: {
        ...(flags.project === undefined ? {} : { projectId: flags.project }),
        ...(flags.title === undefined ? {} : { title: flags.title }),
      },
    });
    this.log(renderTable(tourColumns, [copy]));
    return copy;
  }
}
