import type { Project } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { projectColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";

export default class ProjectsList extends OrbisCommand {
  static override summary = "List your projects";

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --json | jq -r '.[].id'",
  ];

  async run(): Promise<Project[]> {
    const { flags } = await this.parse(ProjectsList);
    const projects = await (await this.session(flags)).api().listProjects();
    this.log(renderTable(projectColumns, projects, "No projects yet."));
    return projects;
  }
}
