import { Args, Flags } from "@oclif/core";
import type { Project } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { projectColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";

export default class ProjectsCreate extends OrbisCommand {
  static override summary = "Create a project";

  static override examples = [
    '<%= config.bin %> <%= command.id %> "Seoul walks"',
    '<%= config.bin %> <%= command.id %> "Image store" --kind hosting --json',
  ];

  static override args = {
    name: Args.string({ description: "the project's name", required: true }),
  };

  static override flags = {
    kind: Flags.string({
      description: "contents (tours) or hosting (a 360° image store)",
      options: ["contents", "hosting"],
      default: "contents",
    }),
  };

  async run(): Promise<Project> {
    const { args, flags } = await this.parse(ProjectsCreate);
    const api = (await this.session(flags)).api();
    const kind = flags.kind === "hosting" ? "hosting" : "contents";
    const project = await api.createProject({ body: { name: args.name, kind } });
    this.log(renderTable(projectColumns, [project]));
    return project;
  }
}
