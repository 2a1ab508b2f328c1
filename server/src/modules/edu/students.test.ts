import { studentAddressOf } from "@orbis/core/edu";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { passwordFlagRepository } from "../../testing/passwordFlagRepository";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { currentPlans } from "../entitlements";
import { userRepository, verifyPassword } from "../identity";
import { groupWithStudents, studentApi, studentRows } from "./testing/testKit";

/** The refusal a call ends in, or null when it went through. */
const refusalOf = async (call: Promise<unknown>) => {
  try {
    await call;
    return null;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, details: error.details };
    throw error;
  }
};

describe.each(testEngines)("a group's students, on %s", (engine) => {
  let t: TestApp;
  let api: TestApi;
  let instructor: Awaited<ReturnType<typeof createTestUser>>;

  const storedUser = async (userId: string) => {
    const row = await userRepository(t.deps.db.kysely).findById(userId);
    if (row === undefined) throw new Error(`no user ${userId}`);
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    instructor = await createTestUser(t, { planId: "edu-instructor" });
    api = apiFor(t, instructor);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("creates students with Korean names, answering their credentials once", async () => {
    const { group, students } = await groupWithStudents(t, instructor, "3학년 2반", [
      "김민지",
      // Decomposed jamo, as a Mac types it: stored composed.
      "이서준".normalize("NFD"),
      "Nguyễn Văn An",
    ]);
    expect(students.map((s) => s.userAlias)).toEqual(["김민지", "이서준", "Nguyễn Văn An"]);
    const loginIds = students.map((s) => s.loginId);
    expect(new Set(loginIds).size).toBe(3);
    for (const student of students) {
      expect(student.loginId).toMatch(/^st-[a-z0-9]{6}$/);
      expect(student.licenceExpiresAt).toBeNull();
      const row = await storedUser(student.userId);
      expect(row.email).toBe(studentAddressOf(student.loginId));
      expect(row.name).toBe(student.userAlias);
      expect(row.email_verified).toBe(true);
      expect(row.password_change_required).toBe(true);
      expect(await verifyPassword(row.password_hash, student.password)).toBe(true);
      // No plan until a licence is delivered.
      expect(
        (await currentPlans(t.deps.db.kysely, student.userId, t.deps.clock())).plan,
      ).toBeNull();
    }

    const listed = await api.listEduGroupUsers({ params: { groupId: group.groupId } });
    // Created in one call, they share a creation time: the list's order among them is not asserted.
    expect(listed.map((s) => s.loginId).sort()).toEqual([...loginIds].sort());
    for (const student of listed) expect(student).not.toHaveProperty("password");
    const file = await api.downloadEduGroupUsers({ params: { groupId: group.groupId }, body: {} });
    for (const student of students) expect(file.content).not.toContain(student.password);
    const groups = await api.listEduGroups();
    expect(groups.find((g) => g.groupId === group.groupId)?.userCount).toBe(3);
  });

  it("draws login ids unique across groups", async () => {
    const { students } = await groupWithStudents(
      t,
      instructor,
      "Big class",
      Array.from({ length: 40 }, (_, i) => `Student ${i + 1}`),
    );
    const all = await Promise.all(
      (await api.listEduGroups()).map((g) =>
        api.listEduGroupUsers({ params: { groupId: g.groupId } }),
      ),
    );
    const ids = all.flat().map((s) => s.loginId);
    expect(students).toHaveLength(40);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a list with repeated, taken or blank names, writing nothing", async () => {
    const { group } = await groupWithStudents(t, instructor, "Refusals", ["김민지"]);
    const params = { groupId: group.groupId };
    const before = await studentRows(t);

    const repeated = await refusalOf(
      api.createEduGroupUsers({
        params,
        body: { users: [{ userAlias: "Park Jiho" }, { userAlias: "park  jiho" }] },
      }),
    );
    expect(repeated).toEqual({
      code: 140004,
      details: { rows: [{ index: 1, problem: "duplicate" }] },
    });

    const taken = await refusalOf(
      api.createEduGroupUsers({
        params,
        body: { users: [{ userAlias: "New one" }, { userAlias: "김민지".normalize("NFD") }] },
      }),
    );
    expect(taken).toEqual({ code: 140004, details: { rows: [{ index: 1, problem: "taken" }] } });

    const blank = await refusalOf(
      api.createEduGroupUsers({
        params,
        body: { users: [{ userAlias: "Fine" }, { userAlias: "  " }] },
      }),
    );
    expect(blank?.code).toBe(10400);

    expect(await studentRows(t)).toEqual(before);
  });

  it("renames a student, refusing another student's name in the group", async () => {
    const { group, students } = await groupWithStudents(t, instructor, "Renames", ["Kim", "Lee"]);
    const [kim, lee] = students;
    if (!kim || !lee) throw new Error("students missing");
    const renamed = await api.updateEduGroupUser({
      params: { groupId: group.groupId, userId: kim.userId },
      body: { userAlias: "  김하늘 " },
    });
    expect(renamed.userAlias).toBe("김하늘");
    expect((await storedUser(kim.userId)).name).toBe("김하늘");
    // Its own name again (another case) is no clash.
    await api.updateEduGroupUser({
      params: { groupId: group.groupId, userId: lee.userId },
      body: { userAlias: "LEE" },
    });
    const clash = await refusalOf(
      api.updateEduGroupUser({
        params: { groupId: group.groupId, userId: lee.userId },
        body: { userAlias: "김하늘" },
      }),
    );
    expect(clash?.code).toBe(140004);
    const listed = await api.listEduGroupUsers({ params: { groupId: group.groupId } });
    expect(listed.map((s) => s.userAlias).sort()).toEqual(["LEE", "김하늘"]);
  });

  it("resets a password: the old one stops working, the flag is back, the sessions end", async () => {
    const { group, students } = await groupWithStudents(t, instructor, "Resets", ["Choi"]);
    const [choi] = students;
    if (!choi) throw new Error("student missing");
    const asStudent = await studentApi(t, choi.userId);
    await asStudent.getMe();

    const reset = await api.resetEduGroupUserPassword({
      params: { groupId: group.groupId, userId: choi.userId },
    });
    expect(reset.loginId).toBe(choi.loginId);
    expect(reset.password).not.toBe(choi.password);
    const row = await storedUser(choi.userId);
    expect(await verifyPassword(row.password_hash, choi.password)).toBe(false);
    expect(await verifyPassword(row.password_hash, reset.password)).toBe(true);
    expect(await passwordFlagRepository(t.deps.db.kysely).isRequired(choi.userId)).toBe(true);
    expect((await refusalOf(asStudent.getMe()))?.code).toBe(10401);
  });

  it("downloads the list as CSV: BOM, headings in the request's language, formulas guarded", async () => {
    const { group, students } = await groupWithStudents(t, instructor, "2반", [
      "김민지",
      '=HYPERLINK("http://x")',
    ]);
    const [kim] = students;
    if (!kim) throw new Error("students missing");
    const params = { groupId: group.groupId };

    const korean = await api.downloadEduGroupUsers({ params, body: {} });
    expect(korean.fileName).toBe("2반-students.csv");
    expect(korean.mimeType).toBe("text/csv");
    expect(korean.content.startsWith("\uFEFF이름,아이디,라이선스 만료일,최근 로그인\r\n")).toBe(
      true,
    );
    expect(korean.content).toContain(`김민지,${kim.loginId},,\r\n`);
    expect(korean.content).toContain(`"'=HYPERLINK(""http://x"")"`);

    const english = apiFor(t, instructor);
    english.setLanguage("en");
    const some = await english.downloadEduGroupUsers({ params, body: { userIds: [kim.userId] } });
    expect(some.content).toBe(
      `\uFEFFName,Login ID,Licence expires,Last sign-in\r\n김민지,${kim.loginId},,\r\n`,
    );
  });
});
