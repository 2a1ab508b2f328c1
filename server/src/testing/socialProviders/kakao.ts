import { randomUUID } from "node:crypto";
import {
  type Answer,
  bearer,
  fieldsOf,
  type RecordedRequest,
  spendCode,
  type Table,
  TEST_CLIENTS,
  tokenOf,
} from "./shared";

/** Kakao: `GET /v2/user/me` (Bearer) and `POST /oauth/token`. */
export const kakao = (r: RecordedRequest, table: Table): Answer => {
  if (r.path === "/oauth/token") {
    const fields = fieldsOf(r);
    if (fields.client_id !== TEST_CLIENTS.kakao.id)
      return {
        status: 401,
        body: {
          error: "invalid_client",
          error_description: "Bad client credentials",
          error_code: "KOE101",
        },
      };
    const spent = spendCode(table, "kakao", fields);
    if ("refused" in spent)
      return {
        status: 400,
        body: {
          error: "invalid_grant",
          error_description: `authorization code not found for code=${fields.code}`,
          error_code: "KOE320",
        },
      };
    return {
      status: 200,
      body: {
        token_type: "bearer",
        access_token: spent.token,
        expires_in: 21599,
        refresh_token: `kakao-refresh-${randomUUID()}`,
        refresh_token_expires_in: 5183999,
        scope: "account_email profile_nickname",
      },
    };
  }
  if (r.path !== "/v2/user/me") return { status: 404, body: { msg: "not found", code: -404 } };
  const issued = tokenOf(table, "kakao", bearer(r));
  if (issued === undefined)
    return { status: 401, body: { msg: "this access token does not exist", code: -401 } };
  if (issued.expired)
    return { status: 401, body: { msg: "this access token is already expired", code: -401 } };
  const { user } = issued;
  const hasEmail = user.email !== undefined;
  return {
    status: 200,
    body: {
      id: Number(user.id),
      connected_at: "2024-05-01T09:00:00Z",
      properties: { nickname: user.name },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: user.name, is_default_image: true },
        has_email: hasEmail,
        email_needs_agreement: !hasEmail,
        ...(hasEmail
          ? {
              is_email_valid: true,
              is_email_verified: user.emailVerified ?? true,
              email: user.email,
            }
          : {}),
      },
    },
  };
};
