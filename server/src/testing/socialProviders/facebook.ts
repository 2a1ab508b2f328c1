import {
  type Answer,
  appSecretProof,
  clientOk,
  fbError,
  fieldsOf,
  type RecordedRequest,
  spendCode,
  type Table,
  TEST_CLIENTS,
  tokenOf,
} from "./shared";

/** Facebook: `GET /me?fields=…&access_token=…` and `/v19.0/oauth/access_token`. */
export const facebook = (r: RecordedRequest, table: Table): Answer => {
  if (r.path === "/v19.0/oauth/access_token") {
    const fields = fieldsOf(r);
    if (!clientOk("facebook", fields)) return fbError("Error validating client secret.", 1);
    const spent = spendCode(table, "facebook", fields);
    if ("refused" in spent) {
      if (spent.refused === "redirect")
        return fbError(
          "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
          100,
          36008,
        );
      if (spent.refused === "used")
        return fbError("This authorization code has been used.", 100, 36009);
      return fbError("Invalid verification code format.", 100, 36007);
    }
    return {
      status: 200,
      body: { access_token: spent.token, token_type: "bearer", expires_in: 5183944 },
    };
  }
  if (r.path !== "/me") return fbError("Unknown path components", 2500);
  const value = r.query.access_token;
  const issued = tokenOf(table, "facebook", value);
  if (issued === undefined || value === undefined)
    return fbError("Invalid OAuth access token - Cannot parse access token", 190);
  if (issued.expired)
    return fbError(
      "Error validating access token: Session has expired on Monday, 01-Jan-24.",
      190,
      463,
    );
  const proof = r.query.appsecret_proof;
  if (proof !== undefined && proof !== appSecretProof(value, TEST_CLIENTS.facebook.secret))
    return fbError("Invalid appsecret_proof provided in the API argument", 100);
  const wanted = (r.query.fields ?? "id").split(",");
  const user: Record<string, string | undefined> = {
    id: issued.user.id,
    name: issued.user.name,
    email: issued.user.email,
  };
  return {
    status: 200,
    body: Object.fromEntries(wanted.filter((f) => user[f] !== undefined).map((f) => [f, user[f]])),
  };
};
