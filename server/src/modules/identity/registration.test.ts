import { type EmailRegistration, ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import {
  lastCode,
  MANDATORY_TERMS,
  registerByEmail,
  requestCode,
} from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";

const count = async (t: TestApp, table: "users" | "accounts" | "terms_agreements") =>
  (
    await t.deps.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

describe.each(testEngines)("email registration on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("registers with the mailed code, signs in, provisions the FREE account and records the consent", async () => {
    const data = await registerByEmail(t, "Ada@Example.com", "open sesame 7", {
      marketingAgreed: true,
      nickname: "ada",
    });
    expect(data).toMatchObject({ email: "ada@example.com", registered: true, firstAccess: true });
    expect(await apiFor(t, data.accessToken).getMe()).toMatchObject({
      email: "ada@example.com",
      name: "Ada Lovelace",
      nickname: "ada",
      emailVerified: true,
      signInMethod: "email",
    });
    const account = await t.deps.db.kysely
      .selectFrom("accounts")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(account.plan_id).toBe("free");
    const mail = (await t.mailsTo("ada@example.com"))[0];
    expect(mail?.subject).toBe("[Orbis] 이메일 인증 코드");
  });

  it("mails in the caller's language", async () => {
    const api = apiFor(t);
    api.setLanguage("vi-VN,vi;q=0.9");
    await api.requestEmailVerification({
      body: { ...ORBIS_SERVICE, email: "vi@example.com", verifyType: "register" },
    });
    expect((await t.mailsTo("vi@example.com"))[0]?.subject).toBe("[Orbis] Mã xác minh của bạn");
  });

  it("refuses a second registration of an address with 409, at the code and at registration", async () => {
    const refusal = await refusalOf(
      apiFor(t).requestEmailVerification({
        body: { ...ORBIS_SERVICE, email: "ada@example.com", verifyType: "register" },
      }),
    );
    expect([refusal.status, refusal.code]).toEqual([409, 110003]);
  });

  it("refuses a wrong code, then dies after five, and writes nothing", async () => {
    const users = await count(t, "users");
    const { verifyId, code } = await requestCode(t, "eve@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const register = (verifyCode: string) =>
      apiFor(t).registerEmail({
        body: {
          ...ORBIS_SERVICE,
          email: "eve@example.com",
          password: "open sesame 7",
          name: "Eve",
          verifyId,
          verifyCode,
          agreedTermsIds: MANDATORY_TERMS,
        },
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(await refusalCode(register(wrong)));
    expect(codes).toEqual([110004, 110004, 110004, 110004, 110006]);
    // Even the right code is dead now.
    expect(await refusalCode(register(code))).toBe(110006);
    expect(await count(t, "users")).toBe(users);
  });

  it("lets a renewal mail a fresh code that works, and the old one stops working", async () => {
    const api = apiFor(t);
    const { verifyId, code: first } = await requestCode(t, "renew@example.com");
    await api.renewEmailVerification({
      body: { ...ORBIS_SERVICE, email: "renew@example.com", verifyType: "register", verifyId },
    });
    const second = await lastCode(t, "renew@example.com");
    expect((await t.mailsTo("renew@example.com")).length).toBe(2);
    const confirm = (verifyCode: string) =>
      api.confirmUserEmailVerification({
        body: {
          serviceId: ORBIS_SERVICE.serviceId,
          email: "renew@example.com",
          verifyType: "register",
          verifyCode,
          verifyId,
        },
      });
    if (first !== second) expect(await refusalCode(confirm(first))).toBe(110004);
    expect(await confirm(second)).toMatchObject({ verifyId, verified: true });
  });

  it("refuses an expired code with 110005", async () => {
    const { verifyId, code } = await requestCode(t, "late@example.com");
    t.advance(11 * 60 * 1000);
    const late = apiFor(t).confirmUserEmailVerification({
      body: {
        serviceId: ORBIS_SERVICE.serviceId,
        email: "late@example.com",
        verifyType: "register",
        verifyCode: code,
        verifyId,
      },
    });
    expect(await refusalCode(late)).toBe(110005);
  });

  it("refuses a consent without every mandatory term, and writes nothing", async () => {
    const before = [
      await count(t, "users"),
      await count(t, "accounts"),
      await count(t, "terms_agreements"),
    ];
    const refusal = await refusalOf(
      registerByEmail(t, "terms@example.com", "open sesame 7", {
        agreedTermsIds: ["orbis-terms-of-service"],
      }),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.toBody()).toMatchObject({
      code: 10400,
      message: "body.agreedTermsIds: Please agree to the mandatory terms.",
      details: { missing: ["orbis-privacy"] },
    });
    expect([
      await count(t, "users"),
      await count(t, "accounts"),
      await count(t, "terms_agreements"),
    ]).toEqual(before);
  });

  it("names the invalid field of a bad body, and writes nothing", async () => {
    const users = await count(t, "users");
    const refusal = await refusalOf(registerByEmail(t, "weak@example.com", "short"));
    expect(refusal.status).toBe(400);
    expect(refusal.code).toBe(10400);
    expect(refusal.message).toBe("body.password: Password must be at least 8 characters.");
    const { fields } = refusal.details as { fields: { in: string; path: string }[] };
    expect(fields[0]).toMatchObject({ in: "body", path: "password" });
    expect(await count(t, "users")).toBe(users);
  });

  it("refuses an unknown service", async () => {
    const refusal = await refusalOf(
      apiFor(t).requestEmailVerification({
        body: {
          serviceId: "other",
          serviceVersion: "1",
          email: "x@example.com",
          verifyType: "register",
        },
      }),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.message).toContain("body.serviceId");
    expect(await t.mailsTo("x@example.com")).toEqual([]);
  });

  it("keeps the proof single-use: a second registration with it fails", async () => {
    const api = apiFor(t);
    const { verifyId, code } = await requestCode(t, "once@example.com");
    const body: EmailRegistration = {
      ...ORBIS_SERVICE,
      email: "once@example.com",
      password: "open sesame 7",
      name: "Once",
      verifyId,
      verifyCode: code,
      agreedTermsIds: MANDATORY_TERMS,
    };
    await api.registerEmail({ body });
    expect(await refusalCode(api.registerEmail({ body }))).toBe(110003);
  });
});
