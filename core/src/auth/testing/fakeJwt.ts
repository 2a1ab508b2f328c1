const base64Url = (text: string): string => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

/** An unsigned JWT with this payload, for tests: the client never checks signatures. */
export const fakeJwt = (payload: unknown): string =>
  `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.c2ln`;

/** An unsigned JWT expiring at `expSeconds`, for tests. */
export const jwtExpiringAt = (expSeconds: number, claims: Record<string, unknown> = {}): string =>
  fakeJwt({ sub: "user-1", ...claims, exp: expSeconds });
