const decodePart = (part: string): Record<string, unknown> =>
  JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/")));

const encodePart = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The `exp` claim (seconds since the epoch) of a token the server issued. */
export const expiryOf = (token: string): number => {
  const exp = decodePart(token.split(".")[1] ?? "").exp;
  if (typeof exp !== "number") throw new Error("The token has no exp claim");
  return exp;
};

/**
 * `token` with its expiry moved `secondsAgo` into the past, crafted locally as the CLI's tests
 * do: the server cannot issue an expired token. Its signature no longer matches, which only the
 * server would notice; the console decodes tokens without verifying them.
 */
export const expiredCopyOf = (token: string, secondsAgo = 60): string => {
  const [header = "", payload = ""] = token.split(".");
  const exp = Math.floor(Date.now() / 1000) - secondsAgo;
  return `${header}.${encodePart({ ...decodePart(payload), exp })}.c2ln`;
};
