import { type Answer, bearer, type RecordedRequest, type Table, tokenOf } from "./shared";

/** Google: `GET /oauth2/v3/userinfo` (Bearer). */
export const google = (r: RecordedRequest, table: Table): Answer => {
  if (r.path !== "/oauth2/v3/userinfo") return { status: 404, body: { error: "not_found" } };
  const issued = tokenOf(table, "google", bearer(r));
  if (issued === undefined || issued.expired)
    return {
      status: 401,
      body: { error: "invalid_request", error_description: "Invalid Credentials" },
    };
  const { user } = issued;
  return {
    status: 200,
    body: {
      sub: user.id,
      name: user.name,
      picture: "https://lh3.googleusercontent.com/a/default-user",
      ...(user.email === undefined
        ? {}
        : { email: user.email, email_verified: user.emailVerified ?? true }),
    },
  };
};
