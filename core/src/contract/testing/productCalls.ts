import type { HttpMethod, ServiceName } from "../route";

/**
 * One call the product's clients make (the console, the plugin, the CLI): the calls marked
 * `product` in docs/product/calls.md, transcribed by hand so the contract test checks the
 * route table against a list that does not come from the table itself.
 */
export interface ProductCall {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  /** With a leading slash; parameter names may differ from the route table's. */
  readonly path: string;
  /** The call sends a body (JSON, multipart or form). */
  readonly body?: true;
}

const b = true as const;

/** Every product call, group by group, transcribed by hand. */
export const productCalls: readonly ProductCall[] = [
  // Identity service (v1), plus the v2 password change
  { service: "identityV1", method: "POST", path: "/login/email", body: b },
  { service: "identityV1", method: "POST", path: "/login/{provider}", body: b },
  { service: "identityV1", method: "GET", path: "/access-token/naver" },
  { service: "identityV1", method: "GET", path: "/access-token/facebook" },
  { service: "identityV1", method: "GET", path: "/terms/agreement" },
  { service: "identityV1", method: "PUT", path: "/terms/agreement", body: b },
  { service: "identityV1", method: "PUT", path: "/users/renew-token", body: b },
  { service: "identityV1", method: "GET", path: "/users/me" },
  { service: "identityV1", method: "PATCH", path: "/users/me", body: b },
  { service: "identityV1", method: "DELETE", path: "/users/me/leave" },
  { service: "identityV1", method: "GET", path: "/sso-info/{provider}" },
  { service: "identityV1", method: "POST", path: "/users/register/{provider}", body: b },
  { service: "identityV1", method: "POST", path: "/users/register/email" },
  { service: "identityV1", method: "POST", path: "/users/email/verification" },
  { service: "identityV1", method: "PUT", path: "/users/email/verification/renew" },
  { service: "identityV1", method: "POST", path: "/users/me/thumbnail", body: b },
  { service: "identityV1", method: "PUT", path: "/users/reset-password" },
  { service: "identityV1", method: "POST", path: "/users/reset-password/confirm" },
  { service: "identityV1", method: "POST", path: "/verification/user/email" },
  { service: "identityV1", method: "PATCH", path: "/verification/user/email" },
  { service: "identityV2", method: "PATCH", path: "/users/me/password" },
  // Tours (v1)
  { service: "apiV1", method: "GET", path: "/tours/{id}" },
  { service: "apiV1", method: "PUT", path: "/tours/{id}" },
  { service: "apiV1", method: "DELETE", path: "/tours/{id}" },
  { service: "apiV1", method: "POST", path: "/tours/{id}/files", body: b },
  { service: "apiV1", method: "PUT", path: "/tours/{id}/publish" },
  { service: "apiV1", method: "GET", path: "/tours/{id}/publish" },
  { service: "apiV1", method: "PUT", path: "/tours/{id}/dump" },
  { service: "apiV1", method: "GET", path: "/tours/{id}/layers/status" },
  { service: "apiV1", method: "POST", path: "/tours/{id}/thumbnail" },
  { service: "apiV1", method: "GET", path: "/tours/{id}/layers/check-file" },
  { service: "apiV1", method: "GET", path: "/settings" },
  { service: "apiV1", method: "PUT", path: "/settings" },
  // Tours (v2)
  { service: "apiV2", method: "PUT", path: "/tours/{id}/geometries", body: b },
  { service: "apiV2", method: "DELETE", path: "/tours/{id}/geometries/{geometryId}", body: b },
  { service: "apiV2", method: "DELETE", path: "/tours/{id}/markers", body: b },
  { service: "apiV2", method: "POST", path: "/tours/{id}/copy" },
  { service: "apiV2", method: "GET", path: "/polly/languages" },
  { service: "apiV2", method: "PUT", path: "/polly/tours/{id}/markers/{markerId}/voice" },
  // Tours, models, coupons and account (v3)
  { service: "apiV3", method: "GET", path: "/checkin" },
  { service: "apiV3", method: "GET", path: "/tour/model/category/list" },
  { service: "apiV3", method: "GET", path: "/tour/model/list" },
  { service: "apiV3", method: "GET", path: "/tour/image-preset/list" },
  { service: "apiV3", method: "GET", path: "/tour/{id}/model/list" },
  { service: "apiV3", method: "POST", path: "/tour/{id}/model" },
  { service: "apiV3", method: "DELETE", path: "/tour/{id}/model/{modelId}" },
  { service: "apiV3", method: "GET", path: "/tour/{id}/permission" },
  { service: "apiV3", method: "POST", path: "/tour/{id}/verification/model", body: b },
  { service: "apiV3", method: "GET", path: "/coupon/download/list" },
  { service: "apiV3", method: "POST", path: "/coupon/download" },
  { service: "apiV3", method: "GET", path: "/coupon/user/preset/popup" },
  { service: "apiV3", method: "GET", path: "/account" },
  { service: "apiV3", method: "GET", path: "/project/storage/usage" },
  { service: "apiV3", method: "GET", path: "/user/extra/list" },
  { service: "apiV3", method: "PUT", path: "/users/extra", body: b },
  { service: "apiV3", method: "GET", path: "/public/verification/{id}" },
  { service: "apiV3", method: "PUT", path: "/public/extra/{encryptId}" },
  { service: "apiV3", method: "POST", path: "/user/login/{socialType}" },
  { service: "apiV3", method: "POST", path: "/user/survey" },
  { service: "apiV3", method: "DELETE", path: "/user/deactivate" },
  { service: "apiV3", method: "POST", path: "/user/withdrawal/verification/{socialType}", body: b },
  { service: "apiV3", method: "POST", path: "/user/restore/{socialType}", body: b },
  { service: "apiV3", method: "POST", path: "/user/register/suid" },
  { service: "apiV3", method: "GET", path: "/terms" },
  { service: "cdn", method: "GET", path: "/embed/{lang}.json" },
  // Projects (v2)
  { service: "apiV2", method: "GET", path: "/projects" },
  { service: "apiV2", method: "GET", path: "/projects/shared-list" },
  { service: "apiV2", method: "GET", path: "/projects/coworkers" },
  { service: "apiV2", method: "POST", path: "/projects/{id}/tours" },
  { service: "apiV2", method: "GET", path: "/projects/tours" },
  // Sharing, comments and education (v3)
  { service: "apiV3", method: "GET", path: "/space/share/code/list" },
  { service: "apiV3", method: "POST", path: "/space/share/code", body: b },
  { service: "apiV3", method: "DELETE", path: "/space/share/code/{codeId}" },
  { service: "apiV3", method: "GET", path: "/space/share/code/{codeId}" },
  { service: "apiV3", method: "POST", path: "/space/{spaceId}/share", body: b },
  { service: "apiV3", method: "DELETE", path: "/space/{spaceId}/share", body: b },
  { service: "apiV3", method: "GET", path: "/space/share/list" },
  { service: "apiV3", method: "DELETE", path: "/space/{spaceId}/unread" },
  { service: "apiV3", method: "GET", path: "/edu/group/list" },
  { service: "apiV3", method: "GET", path: "/edu/group/{groupId}/user/list" },
  { service: "apiV3", method: "POST", path: "/edu/group/{groupId}/user/download" },
  { service: "apiV3", method: "PATCH", path: "/edu/group/{groupId}/user/{userId}", body: b },
  { service: "apiV3", method: "POST", path: "/edu/group/{groupId}/users", body: b },
  { service: "apiV3", method: "POST", path: "/edu/group/{groupId}/user/{userId}/reset" },
  { service: "apiV3", method: "GET", path: "/space/{spaceId}/comment/list" },
  { service: "apiV3", method: "POST", path: "/space/{spaceId}/comment", body: b },
  { service: "apiV3", method: "PATCH", path: "/space/{spaceId}/comment/{commentId}", body: b },
  { service: "apiV3", method: "DELETE", path: "/space/{spaceId}/comment/{commentId}" },
  { service: "apiV3", method: "POST", path: "/edu/space/{spaceId}/preview" },
  { service: "apiV3", method: "PUT", path: "/edu/space/{spaceId}/lecture/submit" },
  { service: "apiV3", method: "GET", path: "/edu/ai-image/style/list" },
  { service: "apiV3", method: "GET", path: "/edu/ai-image/usage" },
  { service: "apiV3", method: "GET", path: "/edu/ai-image/list" },
  { service: "apiV3", method: "GET", path: "/edu/ai-image/working/list" },
  { service: "apiV3", method: "GET", path: "/edu/ai-image/list/ids" },
  { service: "apiV3", method: "POST", path: "/edu/ai-image" },
  { service: "apiV3", method: "DELETE", path: "/edu/ai-image", body: b },
  { service: "apiV3", method: "POST", path: "/edu/tour/{tourId}/scenes/ai-image" },
  { service: "apiV3", method: "GET", path: "/edu/instructor/info" },
  { service: "apiV3", method: "PATCH", path: "/edu/instructor/info" },
  { service: "apiV3", method: "GET", path: "/edu/instructor/certification/info" },
  { service: "apiV3", method: "PATCH", path: "/edu/instructor/certification/renew" },
  { service: "apiV3", method: "GET", path: "/edu/instructor/history/list" },
  { service: "apiV3", method: "POST", path: "/edu/license/delivery", body: b },
  { service: "apiV3", method: "GET", path: "/edu/license/simple/list" },
  // Payments service
  { service: "pay", method: "POST", path: "/payments/prepare/goods", body: b },
  { service: "pay", method: "POST", path: "/order/regular/prepare", body: b },
  { service: "pay", method: "GET", path: "/payments/history/{appId}" },
  { service: "pay", method: "GET", path: "/payments/receipt/{merchantUid}" },
  { service: "pay", method: "GET", path: "/payments/scheduled-history/{appId}" },
  { service: "pay", method: "GET", path: "/pay-method" },
  { service: "pay", method: "GET", path: "/pay-method/default" },
  { service: "pay", method: "POST", path: "/pay-method", body: b },
  { service: "pay", method: "PATCH", path: "/pay-method/{paymentsMethodsId}" },
  // Metadata
  { service: "site", method: "GET", path: "/metadata.json" },
];
