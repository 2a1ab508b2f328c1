import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A Google user as its userinfo endpoint describes it (OpenID Connect claims). */
export interface GoogleUser {
  readonly sub: string;
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly name?: string;
}

/** A stand-in for Google's user-info API: each access token names one user. */
export interface FakeGoogle {
  /** Base URL to give the server as `GOOGLE_API_URL`. */
  readonly url: string;
  /** Makes `token` an access token of `user`. */
  readonly grant: (token: string, user: GoogleUser) => void;
  readonly close: () => Promise<void>;
}

/**
 * Answers `GET /oauth2/v3/userinfo` with the user of the bearer token, 401 otherwise: the part
 * of Google a social sign-in reaches from the server. Nothing of ours is stood in for.
 */
export const startFakeGoogle = async (): Promise<FakeGoogle> => {
  const users = new Map<string, GoogleUser>();
  const server: Server = createServer((req, res) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const user = token === undefined ? undefined : users.get(token);
    const known = req.method === "GET" && req.url === "/oauth2/v3/userinfo" && user;
    res.writeHead(known ? 200 : 401, { "content-type": "application/json" });
    res.end(JSON.stringify(known ? user : { error: "invalid_token" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    grant: (token, user) => users.set(token, user),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
