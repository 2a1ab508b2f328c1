import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  currentPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChangeSchema,
  passwordMessages,
  passwordSchema,
} from "./password";
import { emailRegistrationSchema, socialRegistrationSchema } from "./registration";
import { termsAgreementUpdateSchema, termsItemSchema, termsListSchema } from "./terms";
import {
  emailLoginSchema,
  loginPayloadSchema,
  loginResultSchema,
  logoutBodySchema,
  renewTokenBodySchema,
  socialLoginSchema,
  tokenSetSchema,
} from "./token";
import { signInMethodSchema, ssoInfoSchema, userPatchSchema, userSchema } from "./user";
import {
  emailVerificationConfirmSchema,
  emailVerificationPayloadSchema,
  emailVerificationRenewSchema,
  passwordResetConfirmSchema,
  verificationTicketSchema,
} from "./verification";

const service = { serviceId: "orbis-console", serviceVersion: "1.0.0" };
const tokens = { accessToken: "a.b.c", refreshToken: "d.e.f", email: "ana@example.com" };
const proof = { verifyId: "v-1", verifyCode: "123456" };
const firstMessage = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;

describe("identity entities accept", () => {
  it.each<[string, z.ZodType, unknown]>([
    [
      "a user",
      userSchema,
      {
        id: "u1",
        email: "ana@example.com",
        name: "Ana",
        nickname: null,
        thumbnailUrl: "/cdn/u1.png",
        signInMethod: "kakao",
        emailVerified: true,
        createdAt: "2024-05-01T09:30:00Z",
      },
    ],
    ["a name change", userPatchSchema, { nickname: "ana" }],
    [
      "an anonymous change with proof",
      userPatchSchema,
      { name: "Ana", email: "ana@example.com", ...proof },
    ],
    [
      "SSO info",
      ssoInfoSchema,
      { provider: "naver", providerUserId: "n1", email: null, name: null, registered: false },
    ],
    ["a token set", tokenSetSchema, tokens],
    ["a renewal", renewTokenBodySchema, { refreshToken: "d.e.f" }],
    ["a sign-out of this session", logoutBodySchema, {}],
    ["a sign-out everywhere", logoutBodySchema, { everywhere: true }],
    [
      "a login result",
      loginResultSchema,
      { ...tokens, registered: true, firstAccess: false, passwordChangeRequired: false },
    ],
    [
      "the full login payload",
      loginPayloadSchema,
      {
        ...service,
        accessToken: "t",
        code: "c",
        email: "ana@example.com",
        idToken: "i",
        password: "x",
        clientKind: "cli",
      },
    ],
    [
      "email credentials (old passwords too)",
      emailLoginSchema,
      { ...service, email: "ana@example.com", password: "short" },
    ],
    [
      "a student's login id, as typed",
      emailLoginSchema,
      { ...service, email: "ST K7Q2ZP", password: "k7q2zpab3c" },
    ],
    ["a social login by token", socialLoginSchema, { ...service, accessToken: "provider-token" }],
    ["a social login by id token", socialLoginSchema, { ...service, idToken: "jwt" }],
    [
      "a verification request",
      emailVerificationPayloadSchema,
      { ...service, email: "ana@example.com", verifyType: "register" },
    ],
    [
      "a renewal request",
      emailVerificationRenewSchema,
      { ...service, email: "ana@example.com", verifyType: "register", verifyId: "v-1" },
    ],
    ["a ticket", verificationTicketSchema, { verifyId: "v-1", expiresAt: "2024-05-01T09:40:00Z" }],
    [
      "a confirmation",
      emailVerificationConfirmSchema,
      {
        serviceId: "orbis-console",
        email: "ana@example.com",
        verifyType: "leave",
        ...proof,
      },
    ],
    [
      "a reset",
      passwordResetConfirmSchema,
      { serviceId: "s", email: "ana@example.com", ...proof, password: "n3w-secret" },
    ],
    [
      "an email registration",
      emailRegistrationSchema,
      {
        ...service,
        email: "ana@example.com",
        password: "Secret123",
        name: "Ana",
        ...proof,
        agreedTermsIds: ["tos"],
      },
    ],
    [
      "a social registration",
      socialRegistrationSchema,
      { ...service, name: "Ana", agreedTermsIds: ["tos", "privacy"] },
    ],
    [
      "a terms item",
      termsItemSchema,
      { id: "tos", title: "<b>Terms</b>", content: "…", href: null, isOptional: false },
    ],
    ["a terms list", termsListSchema, { terms: [] }],
    [
      "an agreement change",
      termsAgreementUpdateSchema,
      { serviceId: "s", agreements: [{ termsId: "mkt", agreed: false }] },
    ],
    [
      "a password change",
      passwordChangeSchema,
      { currentPassword: "old", newPassword: "Secret123" },
    ],
  ])("%s", (_label, schema, value) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });
});

describe("identity entities reject", () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ["an empty profile change", userPatchSchema, {}, "Give a name or a nickname to change."],
    [
      "half a proof",
      userPatchSchema,
      { name: "Ana", verifyId: "v-1" },
      "Give email, verifyId and verifyCode together.",
    ],
    ["a blank nickname", userPatchSchema, { nickname: "   " }, "Please fill out this field."],
    [
      "a sign-out scope that is not a yes or no",
      logoutBodySchema,
      { everywhere: "yes" },
      "Invalid input: expected boolean, received string",
    ],
    [
      "a bad email",
      emailLoginSchema,
      { ...service, email: "ana@", password: "x" },
      "Please enter a valid email address or student login id.",
    ],
    [
      "a login id of the wrong length",
      emailLoginSchema,
      { ...service, email: "st-k7q2z", password: "x" },
      "Please enter a valid email address or student login id.",
    ],
    [
      "a login result without the password-change flag",
      loginResultSchema,
      { ...tokens, registered: true, firstAccess: false },
      "Invalid input: expected boolean, received undefined",
    ],
    [
      "an empty password",
      emailLoginSchema,
      { ...service, email: "ana@example.com", password: "" },
      "Please fill out this field.",
    ],
    [
      "a social login without proof",
      socialLoginSchema,
      service,
      "Give the provider's accessToken, code or idToken.",
    ],
    [
      "a 5-digit code",
      emailVerificationConfirmSchema,
      {
        serviceId: "s",
        email: "ana@example.com",
        verifyType: "register",
        verifyId: "v",
        verifyCode: "12345",
      },
      "The code is 6 digits.",
    ],
    [
      "a registration without terms",
      emailRegistrationSchema,
      {
        ...service,
        email: "ana@example.com",
        password: "Secret123",
        name: "Ana",
        ...proof,
        agreedTermsIds: [],
      },
      "Please agree to the mandatory terms.",
    ],
    [
      "a weak registration password",
      emailRegistrationSchema,
      {
        ...service,
        email: "ana@example.com",
        password: "secret",
        name: "Ana",
        ...proof,
        agreedTermsIds: ["tos"],
      },
      passwordMessages.tooShort,
    ],
    [
      "an unchanged password",
      passwordChangeSchema,
      { currentPassword: "Secret123", newPassword: "Secret123" },
      "The new password must differ from the current one.",
    ],
  ])("%s", (_label, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it.each([
    ["email", true],
    ["kakao", true],
    ["facebook", true],
    ["github", false],
  ])("knows the sign-in method %s: %s", (method, ok) => {
    expect(signInMethodSchema.safeParse(method).success).toBe(ok);
  });
});

describe("password rules", () => {
  it.each([
    ["abc1234", passwordMessages.tooShort],
    [`a1${"x".repeat(PASSWORD_MAX_LENGTH)}`, passwordMessages.tooLong],
    ["12345678", passwordMessages.noLetter],
    ["abcdefgh", passwordMessages.noDigit],
    [" abcd1234", passwordMessages.blankEdge],
    ["abcd1234 ", passwordMessages.blankEdge],
    ["abcd1234", undefined],
    ["비밀번호1234", undefined],
    ["pass word 1", undefined],
  ])("%j gives %s", (password, message) => {
    expect(firstMessage(passwordSchema, password)).toBe(message);
  });

  it("accepts every 8–128 character password with a letter and a digit and no edge space", () => {
    const inner = fc.string({
      minLength: PASSWORD_MIN_LENGTH - 2,
      maxLength: PASSWORD_MAX_LENGTH - 2,
    });
    fc.assert(
      fc.property(inner, (middle) => {
        expect(passwordSchema.safeParse(`a${middle}1`).success).toBe(true);
      }),
    );
  });

  it("rejects every password shorter than the minimum", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (p) => {
        expect(passwordSchema.safeParse(p).success).toBe(false);
      }),
    );
  });

  it("lets any non-empty current password through, up to the maximum", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), (p) => {
        expect(currentPasswordSchema.safeParse(p).success).toBe(true);
      }),
    );
  });
});
