import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { lastCode } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";

describe.each(testEngines)("password reset and change on %s", (engine) => {
  let t: TestApp;
  const login = (email: string, password: string) =>
    apiFor(t).loginEmail({ body: { ...ORBIS_SERVICE, email, password } });
  const ask = (email: string) =>
    apiFor(t).requestPasswordReset({ body: { ...ORBIS_SERVICE, email } });
  const confirm = (email: string, verifyId: string, verifyCode: string, password: string) =>
    apiFor(t).confirmPasswordReset({
      body: { serviceId: ORBIS_SERVICE.serviceId, email, verifyId, verifyCode, password },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("resets with the mailed code and link, and ends every session", async () => {
    const user = await createTestUser(t, {
      email: "reset@example.com",
      password: "old password 1",
    });
    const { verifyId } = await ask("reset@example.com");
    const mail = (await t.mailsTo("reset@example.com")).at(-1);
    const code = await lastCode(t, "reset@example.com");
    expect(mail?.text).toContain(
      `/password?email=reset%40example.com&verifyId=${verifyId}&code=${code}`,
    );
    expect(await confirm("reset@example.com", verifyId, code, "new password 2")).toBeNull();
    expect((await refusalOf(login("reset@example.com", "old password 1"))).status).toBe(401);
    await login("reset@example.com", "new password 2");
    expect((await refusalOf(apiFor(t, user).getMe())).status).toBe(401);
  });

  it("answers an unknown address like a known one and mails nothing", async () => {
    const ticket = await ask("ghost@example.com");
    expect(Object.keys(ticket)).toEqual(["verifyId", "expiresAt"]);
    expect(await t.mailsTo("ghost@example.com")).toEqual([]);
    const refused = confirm("ghost@example.com", ticket.verifyId, "123456", "new password 2");
    expect(await refusalCode(refused)).toBe(110004);
  });

  it("refuses a weak new password and changes nothing", async () => {
    await createTestUser(t, { email: "weak@example.com", password: "old password 1" });
    const { verifyId } = await ask("weak@example.com");
    const code = await lastCode(t, "weak@example.com");
    const refusal = await refusalOf(confirm("weak@example.com", verifyId, code, "12345678"));
    expect(refusal.message).toBe("body.password: Password must contain at least one letter.");
    await login("weak@example.com", "old password 1");
  });

  it("changes the password given the current one, keeping only the caller's session", async () => {
    const user = await createTestUser(t, {
      email: "change@example.com",
      password: "old password 1",
    });
    const other = await signInAs(t, user.id, "cli");
    const change = (currentPassword: string, newPassword: string) =>
      apiFor(t, user).changePassword({ body: { currentPassword, newPassword } });
    const wrong = await refusalOf(change("not it 1", "brand new 3"));
    expect([wrong.status, wrong.code]).toEqual([400, 110011]);
    const same = await refusalOf(change("old password 1", "old password 1"));
    expect(same.message).toBe(
      "body.newPassword: The new password must differ from the current one.",
    );
    expect(await change("old password 1", "brand new 3")).toBeNull();
    await apiFor(t, user).getMe();
    expect((await refusalOf(apiFor(t, other.accessToken).getMe())).status).toBe(401);
    await login("change@example.com", "brand new 3");
  });
});
