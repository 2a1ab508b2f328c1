import { Flags } from "@oclif/core";
import type { TourListItem } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { tourColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";
import { listAllTours } from "../../lib/tours/tourList";

export default class ToursList extends OrbisCommand {
  static override summary = "List the tours of a project";

  static override examples = [
    "<%= config.bin %> <%= command.id %> --project 3f2c…",
    "<%= config.bin %> <%= command.id %> --project 3f2c… --unpublished --json",
  ];

  static override flags = {
    project: Flags.string({ char: "p", description: "project id", required: true }),
    published: Flags.boolean({ description: "published tours only", exclusive: ["unpublished"] }),
    unpublished: Flags.boolean({ description: "unpublished tours only" }),
    search: Flags.string({ description: "tours whose title contains this text" }),
  };

  async run(): Promise<TourListItem[]> {
    const { flags } = await this.parse(ToursList);
    const api = (await this.session(flags)).api();
    const published = flags.published ? true : flags.unpublished ? false : undefined;
    const tours = await listAllTours(api, flags.project, {
      ...(published === undefined ? {} : { published }),
      ...(flags.search === undefined ? {} : { search: flags.search }),
    });
    this.log(renderTable(tourColumns, tours, "No tours."));
    return tours;
  }
}
