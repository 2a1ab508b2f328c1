import { Args, Flags } from "@oclif/core";
import type { TourListItem } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { tourColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";

export default class ToursCreate extends OrbisCommand {
  static override summary = "Create an empty tour in a project";

  static override examples = [
    '<%= config.bin %> <%= command.id %> "Main hall" --project 3f2c…',
    'TOUR=$(<%= config.bin %> <%= command.id %> "Main hall" -p 3f2c… --json | jq -r .id)',
  ];

  static override args = {
    title: Args.string({ description: "the tour's title", required: true }),
  };

  static override flags = {
    project: Flags.string({ char: "p", description: "project id", required: true }),
  };

  async run(): Promise<TourListItem> {
    const { args, flags } = await this.parse(ToursCreate);
    const api = (await this.session(flags)).api();
    const tour = await api.createProjectTour({
      params: { id: flags.project },
      body: { title: args.title },
    });
    this.log(renderTable(tourColumns, [tour]));
    return tour;
  }
}
