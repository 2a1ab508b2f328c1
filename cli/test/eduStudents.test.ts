import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EduGroup, GroupUser, GroupUserCredentials } from "@orbis/core/contract";
import { subscribeTo } from "@orbis/testkit/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * An instructor (on the edu-instructor plan, ordered as a paying user orders it) creates and
 * exports the students of a group through `orbis`, against a real server.
 */

let f: CliFixture;
let stranger: CliFixture;
let dir: string;
let strangersGroup: EduGroup;

const KOREAN = '\uFEFF이름,번호\r\n김민지,1\r\n"이서준",2\r\n\r\n박지호,3\r\n';

const newGroup = (name: string) => f.api.createEduGroup({ body: { name } });
const studentsOf = (api: CliFixture["api"], group: EduGroup) =>
  api.listEduGroupUsers({ params: { groupId: group.groupId } });
const file = async (name: string, content: string) => {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-edu-"));
  f = await cliFixture("instructor");
  stranger = await cliFixture("other-instructor");
  expectExit(await f.signIn(), 0);
  await subscribeTo(f.api, "PLAN-EDU-INSTRUCTOR-MONTH", { email: f.account.email });
  await subscribeTo(stranger.api, "PLAN-EDU-INSTRUCTOR-MONTH", { email: stranger.account.email });
  strangersGroup = await stranger.api.createEduGroup({ body: { name: "Other school" } });
  await stranger.api.createEduGroupUsers({
    params: { groupId: strangersGroup.groupId },
    body: { users: [{ userAlias: "최유나" }] },
  });
});
afterAll(async () => {
  await f?.cleanup();
  await stranger?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe("edu students create", () => {
  it("creates students from a CSV of Korean names and prints their passwords once", async () => {
    const group = await newGroup("3학년 1반");
    const names = await file("korean.csv", KOREAN);
    const r = expectExit(
      await f.orbis(["edu", "students", "create", "-g", group.groupId, names]),
      0,
    );
    const [header, rule, ...rows] = r.stdout.trimEnd().split("\n");
    expect(header).toMatch(/^NAME\s+LOGIN ID\s+ONE-TIME PASSWORD$/);
    expect(rule).toMatch(/^─+/);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^김민지 {2}st-[a-z0-9]{6} {2}[a-z0-9]{10}$/);
    expect(r.stderr).toContain("Created 3 students. Their one-time passwords are shown only now");
    const students = await studentsOf(f.api, group);
    expect(students.map((s) => s.userAlias).sort()).toEqual(["김민지", "박지호", "이서준"]);
    // The printed login ids are the students' own.
    for (const student of students) expect(r.stdout).toContain(student.loginId);
  });

  it("reads names from stdin and answers the credentials as JSON", async () => {
    const group = await newGroup("stdin");
    const r = expectExit(
      await f.orbis(["edu", "students", "create", "--group", group.groupId, "-", "--json"], {
        input: "Nguyễn Văn An\nTanaka Yui\n",
      }),
      0,
    );
    const created = r.json<GroupUserCredentials[]>();
    expect(created.map((s) => s.userAlias)).toEqual(["Nguyễn Văn An", "Tanaka Yui"]);
    expect(created.every((s) => /^[a-z0-9]{10}$/.test(s.password))).toBe(true);
    expect(r.stderr).toContain("shown only now");
    expect((await studentsOf(f.api, group)).map((s) => s.loginId).sort()).toEqual(
      created.map((s) => s.loginId).sort(),
    );
  });

  it("writes the passwords to a new file of mode 600, headed in the CLI's language", async () => {
    const group = await newGroup("to a file");
    const names = await file("two.csv", "김민지\n이서준\n");
    const output = join(dir, "passwords.csv");
    const r = expectExit(
      await f.orbis(["edu", "students", "create", "-g", group.groupId, names, "-o", output], {
        env: { ORBIS_LANG: "ko" },
      }),
      0,
    );
    expect((await stat(output)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(output, "utf8")).split("\r\n");
    expect(lines[0]).toBe("\uFEFF이름,아이디,비밀번호,라이선스 만료일,최근 로그인");
    expect(lines[1]).toMatch(/^김민지,st-[a-z0-9]{6},[a-z0-9]{10},,$/);
    expect(lines[2]).toMatch(/^이서준,st-[a-z0-9]{6},[a-z0-9]{10},,$/);
    expect(lines.slice(3)).toEqual([""]);
    // The terminal gets the students, not their passwords.
    expect(r.stdout).toMatch(/^NAME\s+LOGIN ID$/m);
    expect(r.stdout).not.toContain(lines[1]?.split(",")[2]);
    expect(r.stderr).toContain(`only in ${output}`);
  });

  it("refuses an existing --output file before creating anyone", async () => {
    const group = await newGroup("existing output");
    const names = await file("one.csv", "김민지\n");
    const output = await file("taken.csv", "earlier passwords");
    const r = expectExit(
      await f.orbis(["edu", "students", "create", "-g", group.groupId, names, "-o", output]),
      2,
    );
    expect(r.stderr).toBe(
      `Error 10400: ${output} already exists: choose another --output (it may hold earlier passwords)\n`,
    );
    expect(await readFile(output, "utf8")).toBe("earlier passwords");
    expect(await studentsOf(f.api, group)).toEqual([]);
  });

  it("refuses a file with repeated names, naming the lines, and creates nobody", async () => {
    const group = await newGroup("duplicates");
    const names = await file("dupes.csv", "김민지\r\n이서준\r\n김민지\r\n박지호\r\n");
    const r = expectExit(
      await f.orbis(["edu", "students", "create", "-g", group.groupId, names]),
      2,
    );
    expect(r.stderr).toBe(
      `Error 10400: Nothing was created: 1 of the 4 names in ${names} cannot be used.\n  line 3: "김민지" is already in the file (line 1)\n`,
    );
    expect(r.stdout).toBe("");
    expect(await studentsOf(f.api, group)).toEqual([]);
  });

  it("refuses a file with no names, and names already in the group", async () => {
    const group = await newGroup("taken");
    await f.api.createEduGroupUsers({
      params: { groupId: group.groupId },
      body: { users: [{ userAlias: "김민지" }] },
    });
    const empty = await file("empty.csv", "\uFEFF이름\r\n\r\n,\r\n");
    const none = expectExit(
      await f.orbis(["edu", "students", "create", "-g", group.groupId, empty, "--json"]),
      2,
    );
    expect(none.json()).toEqual({
      error: {
        code: 10400,
        message: `${empty} holds no student names (one name per line, in the first column).`,
        exitCode: 2,
      },
    });
    const again = await file("again.csv", "이서준\n김민지\n");
    const taken = expectExit(
      await f.orbis(["edu", "students", "create", "-g", group.groupId, again]),
      2,
    );
    expect(taken.stderr).toContain('line 2: "김민지" is already a student of this group');
    expect((await studentsOf(f.api, group)).map((s) => s.userAlias)).toEqual(["김민지"]);
  });

  it("answers another instructor's group with its catalogue error, creating nobody", async () => {
    const names = await file("intruder.csv", "김민지\n");
    const r = expectExit(
      await f.orbis(["edu", "students", "create", "-g", strangersGroup.groupId, names]),
      1,
    );
    expect(r.stderr).toBe("Error 140001: This group does not exist or is not yours\n");
    expect((await studentsOf(stranger.api, strangersGroup)).map((s) => s.userAlias)).toEqual([
      "최유나",
    ]);
  });
});

describe("edu students export", () => {
  let group: EduGroup;
  let students: GroupUser[];

  beforeAll(async () => {
    group = await newGroup("export");
    await f.api.createEduGroupUsers({
      params: { groupId: group.groupId },
      body: { users: [{ userAlias: "김민지" }, { userAlias: "Lee, Seojun" }] },
    });
    students = await studentsOf(f.api, group);
  });

  it("writes the CSV to a file: BOM, headings in the CLI's language, one row per student", async () => {
    const output = join(dir, "export.csv");
    const r = expectExit(
      await f.orbis(["edu", "students", "export", "--group", group.groupId, "-o", output], {
        env: { ORBIS_LANG: "ko" },
      }),
      0,
    );
    const csv = await readFile(output, "utf8");
    expect(csv.startsWith("\uFEFF이름,아이디,라이선스 만료일,최근 로그인\r\n")).toBe(true);
    const rows = csv.trimEnd().split("\r\n").slice(1).sort();
    const loginOf = (alias: string) => students.find((s) => s.userAlias === alias)?.loginId;
    expect(rows).toEqual(
      [`"Lee, Seojun",${loginOf("Lee, Seojun")},,`, `김민지,${loginOf("김민지")},,`].sort(),
    );
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(`Wrote ${output} (${Buffer.byteLength(csv)} B)\n`);
  });

  it("writes the same CSV to stdout without --output", async () => {
    const r = expectExit(
      await f.orbis(["edu", "students", "export", "-g", group.groupId], {
        env: { ORBIS_LANG: "en" },
      }),
      0,
    );
    expect(r.stdout.startsWith("\uFEFFName,Login ID,Licence expires,Last sign-in\r\n")).toBe(true);
    expect(r.stdout).toContain('"Lee, Seojun",');
    expect(r.stdout.trimEnd().split("\r\n")).toHaveLength(3);
    expect(r.stderr).toBe("");
  });

  it("prints the students as JSON with --json", async () => {
    const r = expectExit(
      await f.orbis(["edu", "students", "export", "-g", group.groupId, "--json"]),
      0,
    );
    expect(r.json<GroupUser[]>()).toEqual(students);
  });

  it("refuses --json with --output: both choose the output", async () => {
    const r = expectExit(
      await f.orbis(["edu", "students", "export", "-g", group.groupId, "--json", "-o", "x.csv"]),
      2,
    );
    expect(r.stderr).toMatch(/^Error 10400: --output writes the CSV and --json prints/m);
  });

  it("answers another instructor's group with its catalogue error, in JSON too", async () => {
    const r = expectExit(
      await f.orbis(["edu", "students", "export", "-g", strangersGroup.groupId]),
      1,
    );
    expect(r.stderr).toBe("Error 140001: This group does not exist or is not yours\n");
    expect(r.stdout).toBe("");
    const json = expectExit(
      await f.orbis(["edu", "students", "export", "-g", strangersGroup.groupId, "--json"]),
      1,
    );
    expect(json.json()).toEqual({
      error: { code: 140001, message: "This group does not exist or is not yours", exitCode: 1 },
    });
  });
});
