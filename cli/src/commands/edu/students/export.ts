import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { Flags } from "@oclif/core";
import type { GroupUser } from "@orbis/core/contract";
import { OrbisCommand } from "../../../lib/baseCommand";
import { usageError } from "../../../lib/errors";
import { formatBytes } from "../../../lib/output/table";

/** Where an export went: a file, or stdout. */
export interface StudentsExport {
  readonly groupId: string;
  readonly path: string | null;
  readonly bytes: number;
}

export default class EduStudentsExport extends OrbisCommand {
  static override summary = "Export the students of one of your groups as CSV";

  static override description =
    `The group's student list as the console downloads it: a CSV file in UTF-8 with a BOM (so Excel reads Korean names correctly), CRLF line ends, headed in your language (ORBIS_LANG, else LANG): name, login ID, licence expiry and last sign-in dates. Passwords are never in it.
Without --output the CSV goes to stdout. --json prints the students as the API gives them instead.`;

  static override examples = [
    "<%= config.bin %> <%= command.id %> --group 5f0c… -o class-3a.csv",
    "<%= config.bin %> <%= command.id %> --group 5f0c… > class-3a.csv",
    "ORBIS_LANG=ko <%= config.bin %> <%= command.id %> --group 5f0c… -o 3학년1반.csv",
    "<%= config.bin %> <%= command.id %> --group 5f0c… --json | jq -r '.[].loginId'",
  ];

  static override flags = {
    group: Flags.string({ char: "g", description: "group id", required: true }),
    output: Flags.string({
      char: "o",
      description: "CSV file to write (default: stdout); not with --json",
    }),
  };

  async run(): Promise<GroupUser[] | StudentsExport> {
    const { flags } = await this.parse(EduStudentsExport);
    if (flags.output !== undefined && this.jsonEnabled())
      throw usageError("--output writes the CSV and --json prints the students: use one of them");
    const api = (await this.session(flags)).api();
    const params = { groupId: flags.group };
    if (this.jsonEnabled()) return api.listEduGroupUsers({ params });
    const file = await api.downloadEduGroupUsers({ params, body: {} });
    const bytes = Buffer.byteLength(file.content, "utf8");
    if (flags.output === undefined) {
      process.stdout.write(file.content);
      return { groupId: flags.group, path: null, bytes };
    }
    const path = resolve(flags.output);
    await writeFile(path, file.content, "utf8");
    this.note(`Wrote ${path} (${formatBytes(bytes)})`);
    return { groupId: flags.group, path, bytes };
  }
}
