import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastCode } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";

type Body = { code: number; message?: string; data?: { verifyId: string; expiresAt: string } };

describe.each(testEngines)("password reset and change on %s", (engine) => {
  let t: TestApp;
  const login = (email: string, password: string) =>
    t.call({
      method: "POST",
      url: "/identity/v1/login/email",
      payload: { ...ORBIS_SERVICE, email, password },
    });
  const ask = (email: string) =>
    t.call({
      method: "PUT",
      url: "/identity/v1/users/reset-password",
      payload: { ...ORBIS_SERVICE, email },
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
    const res = await ask("reset@example.com");
    expect(res.statusCode).toBe(200);
    const { verifyId } = (res.json() as Body).data ?? { verifyId: "" };
    const mail = (await t.mailsTo("reset@example.com")).at(-1);
    const code = await lastCode(t, "reset@example.com");
    expect(mail?.text).toContain(
      `/password?email=reset%40example.com&verifyId=${verifyId}&code=${code}`,
    );
    const confirm = await t.call({
      method: "POST",
      url: "/identity/v1/users/reset-password/confirm",
      payload: {
        serviceId: ORBIS_SERVICE.serviceId,
        email: "reset@example.com",
        verifyId,
        verifyCode: code,
        password: "new password 2",
      },
    });
    expect(confirm.json()).toEqual({ code: 0, data: null });
    expect((await login("reset@example.com", "old password 1")).statusCode).toBe(401);
    expect((await login("reset@example.com", "new password 2")).statusCode).toBe(200);
    expect(
      (await t.call({ method: "GET", url: "/identity/v1/users/me", headers: user.auth }))
        .statusCode,
    ).toBe(401);
  });

  it("answers an unknown address like a known one and mails nothing", async () => {
    const res = await ask("ghost@example.com");
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as Body).data ?? {})).toEqual(["verifyId", "expiresAt"]);
    expect(await t.mailsTo("ghost@example.com")).toEqual([]);
    const confirm = await t.call({
      method: "POST",
      url: "/identity/v1/users/reset-password/confirm",
      payload: {
        serviceId: ORBIS_SERVICE.serviceId,
        email: "ghost@example.com",
        verifyId: (res.json() as Body).data?.verifyId,
        verifyCode: "123456",
        password: "new password 2",
      },
    });
    expect((confirm.json() as Body).code).toBe(110004);
  });

  it("refuses a weak new password and changes nothing", async () => {
    await createTestUser(t, { email: "weak@example.com", password: "old password 1" });
    const { verifyId } = ((await ask("weak@example.com")).json() as Body).data ?? { verifyId: "" };
    const code = await lastCode(t, "weak@example.com");
    const res = await t.call({
      method: "POST",
      url: "/identity/v1/users/reset-password/confirm",
      payload: {
        serviceId: ORBIS_SERVICE.serviceId,
        email: "weak@example.com",
        verifyId,
        verifyCode: code,
        password: "12345678",
      },
    });
    expect((res.json() as Body).message).toBe(
      "body.password: Password must contain at least one letter.",
    );
    expect((await login("weak@example.com", "old password 1")).statusCode).toBe(200);
  });

  it("changes the password given the current one, keeping only the caller's session", async () => {
    const user = await createTestUser(t, {
      email: "change@example.com",
      password: "old password 1",
    });
    const other = await signInAs(t, user.id, "cli");
    const change = (currentPassword: string, newPassword: string) =>
      t.call({
        method: "PATCH",
        url: "/identity/v2/users/me/password",
        headers: user.auth,
        payload: { currentPassword, newPassword },
      });
    const wrong = await change("not it 1", "brand new 3");
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as Body).code).toBe(110011);
    const same = await change("old password 1", "old password 1");
    expect((same.json() as Body).message).toBe(
      "body.newPassword: The new password must differ from the current one.",
    );
    expect((await change("old password 1", "brand new 3")).json()).toEqual({ code: 0, data: null });
    expect(
      (await t.call({ method: "GET", url: "/identity/v1/users/me", headers: user.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: "GET",
          url: "/identity/v1/users/me",
          headers: { "x-user-auth-token": other.accessToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login("change@example.com", "brand new 3")).statusCode).toBe(200);
  });
});
