import { Args, Flags } from "@oclif/core";
import type { GroupUser, GroupUserCredentials } from "@orbis/core/contract";
import { OrbisCommand } from "../../../lib/baseCommand";
import {
  type CredentialsFile,
  credentialColumns,
  credentialsCsv,
  openCredentialsFile,
  studentColumns,
  withoutPassword,
} from "../../../lib/edu/credentials";
import { namesText, namesToCreate, readNamesFile } from "../../../lib/edu/namesFile";
import { renderTable } from "../../../lib/output/table";
import { cliLanguage } from "../../../lib/session/api";

export default class EduStudentsCreate extends OrbisCommand {
  static override summary = "Create student accounts in one of your groups from a list of names";

  static override description =
    `Reads the names from a CSV or text file (- for stdin): one student per line, the name in the first column. A UTF-8 BOM, CRLF or LF line ends, quoted cells, comma, semicolon or tab delimiters, blank lines and a heading row (Name, 이름, Tên, 名前, …) are understood.
Nothing is created when a name is repeated, already a student of the group, too long or unusable: every such line is listed. At most 100 students are created at once (all or none); split a longer list.
Each student gets a login ID and a one-time password, which they change at their first sign-in. The passwords are shown ONCE: as a table, as JSON with --json, or only in the CSV file --output writes (readable by you only, mode 600; an existing file is never overwritten).`;

  static override examples = [
    "<%= config.bin %> <%= command.id %> --group 5f0c… names.csv",
    "<%= config.bin %> <%= command.id %> --group 5f0c… names.csv -o class-3a-passwords.csv",
    "printf '김민지\\n이서준\\n' | <%= config.bin %> <%= command.id %> --group 5f0c… -",
    "<%= config.bin %> <%= command.id %> --group 5f0c… names.csv --json | jq -r '.[] | [.loginId, .password] | @tsv'",
  ];

  static override args = {
    file: Args.string({
      description: "CSV or text file of names, one per line; - reads stdin",
      required: true,
    }),
  };

  static override flags = {
    group: Flags.string({ char: "g", description: "group id", required: true }),
    output: Flags.string({
      char: "o",
      description:
        "write the names, login IDs and one-time passwords to this new CSV file (mode 600)",
    }),
  };

  async run(): Promise<GroupUserCredentials[] | GroupUser[]> {
    const { args, flags } = await this.parse(EduStudentsCreate);
    const source = args.file === "-" ? "stdin" : args.file;
    const text = namesText(await readNamesFile(args.file), source);
    // The file's own mistakes are reported before anything is asked of the server.
    namesToCreate(text, source, []);
    const api = (await this.session(flags)).api();
    const params = { groupId: flags.group };
    const existing = await api.listEduGroupUsers({ params });
    const names = namesToCreate(
      text,
      source,
      existing.map((student) => student.userAlias),
    );
    const file = flags.output === undefined ? undefined : await openCredentialsFile(flags.output);
    let created: GroupUserCredentials[];
    try {
      created = await api.createEduGroupUsers({
        params,
        body: { users: names.map((userAlias) => ({ userAlias })) },
      });
    } catch (error) {
      await file?.discard();
      throw error;
    }
    return file === undefined ? this.show(created) : this.save(created, file);
  }

  /** Prints the credentials, the one time they exist outside the students' hands. */
  private show(created: GroupUserCredentials[]): GroupUserCredentials[] {
    if (!this.jsonEnabled()) this.log(renderTable(credentialColumns, created));
    // A warning about secrets is worth stderr even with --json: scripts read stdout only.
    process.stderr.write(
      `Created ${created.length} students. Their one-time passwords are shown only now: hand them over or store them safely (--output writes a file).\n`,
    );
    return created;
  }

  /** Writes the credentials to the file; stdout gets the students without their passwords. */
  private async save(created: GroupUserCredentials[], file: CredentialsFile): Promise<GroupUser[]> {
    await file.write(credentialsCsv(created, cliLanguage()));
    const students = created.map(withoutPassword);
    if (!this.jsonEnabled()) this.log(renderTable(studentColumns, students));
    process.stderr.write(
      `Created ${created.length} students. Their one-time passwords are only in ${file.path} (readable by you only) and are not shown again: hand them over, then delete the file.\n`,
    );
    return students;
  }
}
