import { z } from "zod";
import { normaliseStudentLoginId } from "../../edu/studentCredentials";
import { clientKindSchema, socialProviderSchema } from "../enums";
import { emailSchema } from "./common";
import { currentPasswordSchema } from "./password";
import { serviceIdentityShape } from "./service";
import { storableString } from "./storableText";

/** A signed JWT as text; its `exp` claim is in seconds (docs/product/entities.md). */
export const jwtSchema = storableString().min(1).max(4096);

/** The token set returned by renewal (docs/product/entities.md: accessToken, refreshToken, email). */
export const tokenSetSchema = z.object({
  accessToken: jwtSchema,
  refreshToken: jwtSchema,
  email: emailSchema,
});
/** A token set. */
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** Body of `PUT /users/renew-token`. Refresh tokens rotate: the one sent stops working. */
export const renewTokenBodySchema = z.object({ refreshToken: jwtSchema });

/**
 * Body of `POST /logout`: sign-out ends the caller's session on the server (its access and
 * refresh tokens stop working at once); with `everywhere`, every session of the account, of
 * every client kind (web, cli, plugin).
 */
export const logoutBodySchema = z.object({ everywhere: z.boolean().optional() });
/** A sign-out request. */
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/**
 * The login payload (docs/product/entities.md). Which fields matter depends on the path: email login uses
 * email + password, social login the provider's accessToken (or code / idToken). `clientKind`
 * picks the session slot: one active session per account per kind (docs/architecture.md#decisions-where-the-product-is-silent), web if absent.
 */
export const loginPayloadSchema = z.object({
  ...serviceIdentityShape,
  accessToken: storableString().min(1).max(4096).optional(),
  code: storableString().min(1).max(1024).optional(),
  email: emailSchema.optional(),
  idToken: storableString().min(1).max(4096).optional(),
  password: currentPasswordSchema.optional(),
  clientKind: clientKindSchema.optional(),
});
/** A login payload. */
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A student's login id as typed (`ST K7Q2ZP`): one core's `normaliseStudentLoginId` recognises. */
export const typedStudentLoginIdSchema = z
  .string()
  .max(32)
  .refine((value) => normaliseStudentLoginId(value) !== null)
  .meta({ description: "A student's login id, such as st-k7q2zp (case, spaces, dash ignored)" });

/**
 * What a user signs in with at the email login: their email address, or a student's login id.
 * The field keeps the name `email` (docs/product/calls.md); the server tells the two apart with
 * `normaliseStudentLoginId`.
 */
export const signInNameSchema = z.union([emailSchema, typedStudentLoginIdSchema], {
  error: "Please enter a valid email address or student login id.",
});

/** Body of `POST /login/email`: the login payload with email (or login id) and password required. */
export const emailLoginSchema = loginPayloadSchema.extend({
  email: signInNameSchema,
  password: currentPasswordSchema,
});
/** Email credentials. */
export type EmailLogin = z.infer<typeof emailLoginSchema>;

/** Body of `POST /login/{provider}`: one proof from the provider is required. */
export const socialLoginSchema = loginPayloadSchema.refine(
  (v) => v.accessToken !== undefined || v.code !== undefined || v.idToken !== undefined,
  { message: "Give the provider's accessToken, code or idToken." },
);
/** Social login credentials. */
export type SocialLogin = z.infer<typeof socialLoginSchema>;

/**
 * Answer of a login or a registration. `registered` is false when a social account has no
 * Orbis account yet: the tokens then only allow `POST /users/register/{provider}`, and `email`
 * is null when the provider shared none (the registration then asks for one).
 * `firstAccess` opens the first-access coupon popup. `passwordChangeRequired` is true for a
 * student still on a one-time password someone else chose: until they set their own, every call
 * but the password change, sign-out and reading their own account answers 140008. Always sent
 * (false for social logins and registrations), so clients need no default.
 */
export const loginResultSchema = tokenSetSchema.extend({
  email: emailSchema.nullable(),
  registered: z.boolean(),
  firstAccess: z.boolean(),
  passwordChangeRequired: z.boolean(),
});
/** A login result. */
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Answer of the Naver and Facebook code exchanges (docs/product/calls.md: `data.accessToken`). */
export const providerAccessTokenSchema = z.object({ accessToken: storableString().min(1) });

/** `{provider}` path parameter of the identity service's social calls. */
export const providerParamsSchema = z.object({ provider: socialProviderSchema });
