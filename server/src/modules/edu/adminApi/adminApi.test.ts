import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser } from "../../../testing/users";
import { userRepository, verifyPassword } from "../../identity";
import { groupWithStudents } from "../testing/testKit";
import {
  type AdminProvider,
  adminProvider,
  adminRows,
  boughtLicences,
  codeOf,
  handOver,
  listeningOrigin,
  refusalBody,
} from "./testing/adminTestKit";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines)("the admin API through ra-data-simple-rest, on %s", (engine) => {
  let t: TestApp;
  let origin: string;
  let admin: AdminProvider;
  let instructorId: string;
  let token: string;

  const auditOf = (recordId: string) =>
    t.deps.db.kysely
      .selectFrom("admin_audit")
      .selectAll()
      .where("record_id", "=", recordId)
      .orderBy("at")
      .execute();

  beforeAll(async () => {
    t = await startTestApp(engine);
    origin = await listeningOrigin(t);
    const instructor = await createTestUser(t, { planId: "edu-instructor", name: "Park Jiwoo" });
    instructorId = instructor.id;
    token = instructor.tokens.accessToken;
    admin = adminProvider(origin, token);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("creates, reads, renames and deletes a group, auditing each write", async () => {
    const { data: created } = await admin.create("groups", { data: { name: " 3학년 2반 " } });
    expect(created).toMatchObject({ name: "3학년 2반", userCount: 0 });
    expect((await admin.getOne("groups", { id: created.id })).data).toEqual(created);

    // The whole record comes back, as react-admin's edit form sends it: only the name is read.
    const { data: renamed } = await admin.update("groups", {
      id: created.id,
      data: { ...created, name: "3학년 3반", userCount: 99 },
      previousData: created,
    });
    expect(renamed).toEqual({ ...created, name: "3학년 3반" });

    const { data: deleted } = await admin.delete("groups", {
      id: created.id,
      previousData: renamed,
    });
    expect(deleted).toEqual(renamed);
    expect(await codeOf(() => admin.getOne("groups", { id: created.id }))).toBe(140001);

    const audit = await auditOf(created.id);
    expect(audit.map((a) => [a.action, a.actor_id, a.resource])).toEqual([
      ["create", instructorId, "groups"],
      ["update", instructorId, "groups"],
      ["delete", instructorId, "groups"],
    ]);
    expect(audit[1]?.changes).toEqual({ name: { from: "3학년 2반", to: "3학년 3반" } });
  });

  it("pages, sorts and filters a list, placing the page in Content-Range", async () => {
    const names = ["Alpha", "bravo", "Charlie", "delta", "Echo"];
    for (const name of names) await admin.create("groups", { data: { name: `Paging ${name}` } });

    const page = await admin.getList("groups", {
      pagination: { page: 2, perPage: 2 },
      sort: { field: "name", order: "DESC" },
      filter: { q: "paging" },
    });
    expect(page.total).toBe(5);
    // Sorted as stored text: upper case before lower case.
    expect(page.data.map((g) => g.name)).toEqual(["Paging Echo", "Paging Charlie"]);

    const raw = await fetch(
      `${origin}/admin-api/groups?${new URLSearchParams({
        sort: '["name","ASC"]',
        range: "[0,1]",
        filter: '{"q":"PAGING"}',
      })}`,
      { headers: { "x-user-auth-token": token } },
    );
    expect(raw.headers.get("content-range")).toBe("groups 0-1/5");
    expect(((await raw.json()) as { name: string }[]).map((g) => g.name)).toEqual([
      "Paging Alpha",
      "Paging Charlie",
    ]);

    const ids = page.data.map((g) => g.id);
    const many = await admin.getMany("groups", { ids });
    expect(many.data.map((g) => g.id).sort()).toEqual([...ids].sort());

    // deleteMany is one DELETE per id.
    const removed = await admin.deleteMany("groups", { ids });
    expect([...(removed.data ?? [])].sort()).toEqual([...ids].sort());
    expect(
      (
        await admin.getList("groups", {
          pagination: { page: 1, perPage: 10 },
          sort: { field: "name", order: "ASC" },
          filter: { q: "paging" },
        })
      ).total,
    ).toBe(3);
  });

  it("refuses an unknown field, bad JSON and a bad range with 400 naming it, writing nothing", async () => {
    const before = await adminRows(t);
    const list = (params: Record<string, string>) =>
      fetch(`${origin}/admin-api/students?${new URLSearchParams(params)}`, {
        headers: { "x-user-auth-token": token },
      });
    const cases: [Record<string, string>, number, Record<string, string>][] = [
      [{ sort: '["password","ASC"]' }, 140021, { parameter: "sort", field: "password" }],
      [{ filter: '{"ownerId":"x"}' }, 140021, { parameter: "filter", field: "ownerId" }],
      [{ filter: "{q:" }, 140020, { parameter: "filter" }],
      [{ range: "[0,100000]" }, 140022, { parameter: "range" }],
    ];
    for (const [params, code, details] of cases) {
      const answer = await list(params);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code, details });
    }
    expect(
      await refusalBody(() =>
        admin.getList("students", {
          pagination: { page: 1, perPage: 10 },
          sort: { field: "ownerId", order: "ASC" },
          filter: {},
        }),
      ),
    ).toMatchObject({ code: 140021, details: { parameter: "sort", field: "ownerId" } });
    expect(await adminRows(t)).toEqual(before);
  });

  it("creates a student answering the password once, never auditing it; renames; filters", async () => {
    const { data: group } = await admin.create("groups", { data: { name: "Students A" } });
    const { data: student } = await admin.create("students", {
      data: { groupId: group.id, userAlias: "김민지" },
    });
    expect(student).toMatchObject({ groupId: group.id, userAlias: "김민지", licenceState: "none" });
    const stored = await userRepository(t.deps.db.kysely).findById(student.id);
    expect(await verifyPassword(stored?.password_hash ?? "", student.password)).toBe(true);
    const { data: read } = await admin.getOne("students", { id: student.id });
    expect(read).not.toHaveProperty("password");
    const [created] = await auditOf(student.id);
    expect(created?.changes).toMatchObject({ userAlias: "김민지", groupId: group.id });
    expect(JSON.stringify(created?.changes)).not.toContain(student.password);

    // A name taken in the group is refused, writing nothing.
    const before = await adminRows(t);
    expect(
      await codeOf(() =>
        admin.create("students", { data: { groupId: group.id, userAlias: "김민지" } }),
      ),
    ).toBe(140004);
    expect(await adminRows(t)).toEqual(before);

    // The group in the sent record is not the student's to change.
    const { data: other } = await admin.create("groups", { data: { name: "Students B" } });
    const { data: renamed } = await admin.update("students", {
      id: student.id,
      data: { ...read, userAlias: "김하늘", groupId: other.id },
      previousData: read,
    });
    expect(renamed).toEqual({ ...read, userAlias: "김하늘" });
    expect((await auditOf(student.id))[1]?.changes).toEqual({
      userAlias: { from: "김민지", to: "김하늘" },
    });

    await admin.create("students", { data: { groupId: other.id, userAlias: "Kim Haneul" } });
    const byQ = await admin.getList("students", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "userAlias", order: "ASC" },
      filter: { q: "하늘" },
    });
    expect(byQ.data.map((s) => s.id)).toEqual([student.id]);
    // getManyReference: the students of one group.
    const ofGroup = await admin.getManyReference("students", {
      target: "groupId",
      id: other.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: "createdAt", order: "ASC" },
      filter: {},
    });
    expect(ofGroup.data.map((s) => s.userAlias)).toEqual(["Kim Haneul"]);
    expect(ofGroup.total).toBe(1);

    // A group with a student is not deleted.
    const rows = await adminRows(t);
    expect(await codeOf(() => admin.delete("groups", { id: other.id }))).toBe(140023);
    expect(await adminRows(t)).toEqual(rows);
  });

  it("lists the licences bought, in core's states, filtered by state, duration and group", async () => {
    const owner = await createTestUser(t, { planId: "edu-instructor" });
    const provider = adminProvider(origin, owner.tokens.accessToken);
    const { group, students } = await groupWithStudents(t, owner, "Licenced", ["Lee", "Choi"]);
    const [lee, choi] = students;
    if (lee === undefined || choi === undefined) throw new Error("students missing");
    const [running, ran] = await boughtLicences(t, owner.id, 1, 3);
    await boughtLicences(t, owner.id, 3, 1);
    if (running === undefined || ran === undefined) throw new Error("licences missing");
    const now = t.deps.clock().getTime();
    await handOver(t, running.id, lee.userId, new Date(now + 20 * DAY));
    await handOver(t, ran.id, choi.userId, new Date(now - DAY));

    const list = (filter: Record<string, unknown>) =>
      provider.getList("licences", {
        pagination: { page: 1, perPage: 25 },
        sort: { field: "purchasedAt", order: "ASC" },
        filter,
      });
    expect((await list({})).total).toBe(4);
    expect((await list({ state: "available" })).data.map((l) => l.durationMonths).sort()).toEqual([
      1, 3,
    ]);
    const delivered = await list({ state: "delivered", groupId: group.groupId });
    expect(delivered.data).toEqual([
      expect.objectContaining({ id: running.id, studentId: lee.userId, studentAlias: "Lee" }),
    ]);
    expect((await list({ state: "expired" })).data.map((l) => l.id)).toEqual([ran.id]);
    expect((await list({ durationMonths: 3 })).total).toBe(1);
    expect((await provider.getOne("licences", { id: ran.id })).data.state).toBe("expired");
    // The students' records say where their licences leave them.
    const states = await provider.getMany("students", { ids: [lee.userId, choi.userId] });
    expect(Object.fromEntries(states.data.map((s) => [s.userAlias, s.licenceState]))).toEqual({
      Lee: "delivered",
      Choi: "expired",
    });
    // Another instructor's licence is as missing as none.
    expect(await codeOf(() => admin.getOne("licences", { id: ran.id }))).toBe(140024);
  });

  it("shows and edits the caller's own instructor profile, a list of one", async () => {
    const list = await admin.getList("instructors", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: instructorId, name: "Park Jiwoo", certified: false });
    const rows = await adminRows(t);
    expect(rows.instructor_profiles).toBe(0);

    const record = list.data[0];
    const { data: edited } = await admin.update("instructors", {
      id: instructorId,
      data: { ...record, organization: "Seoul High", phone: "010-1234-5678", certified: true },
      previousData: record,
    });
    expect(edited).toMatchObject({
      organization: "Seoul High",
      phone: "010-1234-5678",
      certified: false,
    });
    expect((await admin.getOne("instructors", { id: instructorId })).data).toEqual(edited);
    expect((await auditOf(instructorId)).at(-1)?.changes).toEqual({
      organization: { from: "", to: "Seoul High" },
      phone: { from: null, to: "010-1234-5678" },
    });

    // A bad phone is a 400 naming the field, writing nothing.
    const before = await adminRows(t);
    const body = await refusalBody(() =>
      admin.update("instructors", {
        id: instructorId,
        data: { ...edited, phone: "call me" },
        previousData: edited,
      }),
    );
    expect(JSON.stringify(body)).toContain("phone");
    expect(await adminRows(t)).toEqual(before);
  });

  it("reads back the caller's own audit entries only", async () => {
    const other = await createTestUser(t, { planId: "edu-admin" });
    const otherProvider = adminProvider(origin, other.tokens.accessToken);
    const { data: theirs } = await otherProvider.create("groups", { data: { name: "Theirs" } });

    const mine = await admin.getList("audit", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "at", order: "DESC" },
      filter: { resource: "groups", action: "create" },
    });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((a) => a.actorId === instructorId)).toBe(true);
    const [entry] = mine.data;
    if (entry === undefined) throw new Error("no entry");
    expect((await admin.getOne("audit", { id: entry.id })).data).toEqual(entry);

    const [their] = (
      await otherProvider.getList("audit", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "at", order: "ASC" },
        filter: {},
      })
    ).data;
    expect(their).toMatchObject({ recordId: theirs.id, action: "create", resource: "groups" });
    expect(await codeOf(() => admin.getOne("audit", { id: their?.id ?? "" }))).toBe(140024);
  });
});
