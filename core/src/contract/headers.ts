import { z } from "zod";
import { storableString } from "./entities/storableText";
import { langCodeSchema } from "./enums";

/*
 * Header names are lower case: HTTP header names are case-insensitive, Node lowercases the ones
 * it receives, and the server validates `request.headers` with these very schemas.
 */

/**
 * The `Accept-Language` header, sent by the calls docs/product/calls.md says carry a language header.
 * Any RFC 9110 value is accepted (`ko`, `EN`, `ko-KR,ko;q=0.9`): the server resolves it against
 * the supported languages and falls back to Korean, so the header may also be absent.
 */
export const acceptLanguageHeaders = z.object({
  "accept-language": storableString().min(1).max(256).optional(),
});
/** Headers of a call that carries `Accept-Language`. */
export type AcceptLanguageHeaders = z.infer<typeof acceptLanguageHeaders>;

/** The `langCode` header of the payments and instructor calls: an upper-case code, KO/EN/VI. */
export const langCodeHeaders = z.object({ langcode: langCodeSchema });
/** Headers of a call that carries `langCode`. */
export type LangCodeHeaders = z.infer<typeof langCodeHeaders>;

/**
 * The `auth-token` header of `POST /user/register/suid`: the identity service's access token,
 * passed explicitly because the main API has no session for the user yet.
 */
export const authTokenHeaders = z.object({ "auth-token": storableString().min(1).max(4096) });
/** Headers of the SUID registration call. */
export type AuthTokenHeaders = z.infer<typeof authTokenHeaders>;

/** The header that carries the access token on authenticated calls (docs/product/roles.md). */
export const AUTH_HEADER = "x-user-auth-token";
