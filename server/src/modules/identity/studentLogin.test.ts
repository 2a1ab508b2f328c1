import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { createTestStudent, type TestStudent } from "./testing";

describe.each(testEngines)("a student's sign-in by login id on %s", (engine) => {
  let t: TestApp;
  let student: TestStudent;
  const login = (email: string, password: string) =>
    apiFor(t).loginEmail({ body: { ...ORBIS_SERVICE, email, password } });
  const signInStudent = async (who: TestStudent) =>
    (await login(who.loginId, who.oneTimePassword)).accessToken;

  beforeAll(async () => {
    t = await startTestApp(engine);
    student = await createTestStudent(t.deps.db.kysely, t.deps.clock(), {
      loginId: "st-k7q2zp",
      name: "민지",
    });
  });
  afterAll(() => t.close());

  it.each(["st-k7q2zp", "ST-K7Q2ZP", "ST K7Q2ZP", " st k7q 2zp ", "STK7Q2ZP", "st--k7q2zp"])(
    "signs in typed as %j and is told to set a password",
    async (typed) => {
      const data = await login(typed, student.oneTimePassword);
      expect(data).toMatchObject({
        email: "st-k7q2zp@students.orbis.invalid",
        registered: true,
        passwordChangeRequired: true,
      });
    },
  );

  it("answers a wrong password and an unknown login id as it answers an unknown address", async () => {
    const wrong = await refusalOf(login("st-k7q2zp", "not the password 1"));
    const unknownId = await refusalOf(login("st-zzzzzz", "not the password 1"));
    const unknownEmail = await refusalOf(login("nobody@example.com", "not the password 1"));
    expect([wrong.status, wrong.code]).toEqual([401, 110001]);
    expect(wrong.toBody()).toEqual(unknownId.toBody());
    expect(wrong.toBody()).toEqual(unknownEmail.toBody());
  });

  it("refuses every other call with 140008 until the password is changed", async () => {
    const token = await signInStudent(student);
    const api = apiFor(t, token);
    const calls = [
      () => api.listProjects({ query: {} }),
      () => api.checkin(),
      () => api.getAccount(),
      // Its token rides in a header of its own, checked by the handler rather than registerRoute.
      () => apiFor(t).registerSuid({ headers: { "auth-token": token } }),
    ];
    for (const call of calls) {
      const refusal = await refusalOf(call());
      expect([refusal.status, refusal.code]).toEqual([403, 140008]);
    }
  });

  it("reads its own account and signs out before the password is changed", async () => {
    const other = await createTestStudent(t.deps.db.kysely, t.deps.clock());
    const token = await signInStudent(other);
    expect(await apiFor(t, token).getMe()).toMatchObject({
      id: other.id,
      email: other.email,
      name: "Test Student",
    });
    expect(await apiFor(t, token).logout({ body: {} })).toBeNull();
    expect(await refusalCode(apiFor(t, token).getMe())).toBe(10401);
  });

  it("after the password change the flag is gone: every call works and the login says false", async () => {
    const other = await createTestStudent(t.deps.db.kysely, t.deps.clock());
    const api = apiFor(t, await signInStudent(other));
    expect(
      await api.changePassword({
        body: { currentPassword: other.oneTimePassword, newPassword: "my own secret 7" },
      }),
    ).toBeNull();
    // The same session goes on, with the flag read afresh from the account.
    expect(await api.listProjects({ query: {} })).toEqual([]);
    await api.checkin();
    expect(await refusalCode(login(other.loginId, other.oneTimePassword))).toBe(110001);
    const again = await login(other.loginId.toUpperCase(), "my own secret 7");
    expect(again.passwordChangeRequired).toBe(false);
    expect(await apiFor(t, again.accessToken).listProjects({ query: {} })).toEqual([]);
  });

  it("never affects an ordinary account", async () => {
    await createTestUser(t, { email: "teacher@example.com", password: "chalk board 12" });
    const data = await login("teacher@example.com", "chalk board 12");
    expect(data.passwordChangeRequired).toBe(false);
    expect(await apiFor(t, data.accessToken).listProjects({ query: {} })).toEqual([]);
  });

  it("mails nothing to a student's reserved address, though a reset answers as usual", async () => {
    const ticket = await apiFor(t).requestPasswordReset({
      body: { ...ORBIS_SERVICE, email: student.email },
    });
    expect(Object.keys(ticket)).toEqual(["verifyId", "expiresAt"]);
    expect(await t.mailsTo(student.email)).toEqual([]);
  });
});
