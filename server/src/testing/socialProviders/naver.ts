import { randomUUID } from "node:crypto";
import {
  type Answer,
  bearer,
  clientOk,
  fieldsOf,
  type RecordedRequest,
  spendCode,
  type Table,
  tokenOf,
} from "./shared";

/** Naver: `GET /v1/nid/me` (Bearer) and `/oauth2.0/token`, whose errors come with HTTP 200. */
export const naver = (r: RecordedRequest, table: Table): Answer => {
  if (r.path === "/oauth2.0/token") {
    const fields = fieldsOf(r);
    const error = (error_description: string): Answer => ({
      status: 200,
      body: { error: "invalid_request", error_description },
    });
    if (fields.grant_type !== "authorization_code") return error("unsupported grant_type");
    if (!clientOk("naver", fields)) return error("wrong client id / client secret pair");
    if (fields.state === undefined || fields.state === "") return error("no state");
    const spent = spendCode(table, "naver", fields);
    if ("refused" in spent) return error("no valid data in session");
    return {
      status: 200,
      body: {
        access_token: spent.token,
        refresh_token: `naver-refresh-${randomUUID()}`,
        token_type: "bearer",
        expires_in: "3600",
      },
    };
  }
  if (r.path !== "/v1/nid/me")
    return { status: 404, body: { resultcode: "404", message: "not found" } };
  const issued = tokenOf(table, "naver", bearer(r));
  if (issued === undefined || issued.expired)
    return { status: 401, body: { resultcode: "024", message: "Authentication failed" } };
  const { user } = issued;
  return {
    status: 200,
    body: {
      resultcode: "00",
      message: "success",
      response: { id: user.id, email: user.email, name: user.name, nickname: user.name },
    },
  };
};
