import type { ClientKind } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import type { IssuedTokens } from "./tokenService";

/*
 * Issue 13, item 2: sign-out ends the session on the server. A copied access token and its
 * refresh token are refused at once, not when they expire.
 */

type Sessions = Record<ClientKind, IssuedTokens>;

describe.each(testEngines)("sign-out on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;

  const codeOf = (res: { statusCode: number; body: string }) => [
    res.statusCode,
    (JSON.parse(res.body) as { code: number }).code,
  ];
  const logout = (accessToken: string, payload: object = {}) =>
    t.call({
      method: "POST",
      url: "/identity/v1/logout",
      headers: { "x-user-auth-token": accessToken },
      payload,
    });
  const me = (accessToken: string) =>
    t.call({
      method: "GET",
      url: "/identity/v1/users/me",
      headers: { "x-user-auth-token": accessToken },
    });
  const renew = (refreshToken: string) =>
    t.call({ method: "PUT", url: "/identity/v1/users/renew-token", payload: { refreshToken } });

  /** A fresh session of every client kind (each login ends the older one of its kind). */
  const everyKind = async (who: TestUser = user): Promise<Sessions> => ({
    web: await signInAs(t, who.id, "web"),
    cli: await signInAs(t, who.id, "cli"),
    plugin: await signInAs(t, who.id, "plugin"),
  });

  /** Both tokens of a session refused: the access token 10401, the refresh token 110007. */
  const refused = async (tokens: IssuedTokens) => {
    expect(codeOf(await me(tokens.accessToken))).toEqual([401, 10401]);
    expect(codeOf(await renew(tokens.refreshToken))).toEqual([401, 110007]);
  };
  /** Both tokens of a session still good (the renewal is spent: a refresh token works once). */
  const working = async (tokens: IssuedTokens) => {
    expect(codeOf(await me(tokens.accessToken))).toEqual([200, 0]);
    expect(codeOf(await renew(tokens.refreshToken))).toEqual([200, 0]);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  it("ends this session: its access and refresh tokens are refused, other kinds keep working", async () => {
    const sessions = await everyKind();
    const res = await logout(sessions.web.accessToken);
    expect([res.statusCode, res.json()]).toEqual([200, { code: 0, data: null }]);
    await refused(sessions.web);
    await working(sessions.cli);
    await working(sessions.plugin);
  });

  it("ends a renewed session too, and a second sign-out with the same token is refused", async () => {
    const first = await signInAs(t, user.id, "cli");
    const renewed = renew(first.refreshToken).then((r) => r.json()) as Promise<{
      data: IssuedTokens;
    }>;
    const tokens = (await renewed).data;
    expect((await logout(tokens.accessToken)).statusCode).toBe(200);
    await refused(tokens);
    expect(codeOf(await logout(tokens.accessToken))).toEqual([401, 10401]);
  });

  it("ends every session of the account with everywhere, and no other account's", async () => {
    const other = await createTestUser(t);
    const sessions = await everyKind();
    const others = await everyKind(other);
    expect((await logout(sessions.cli.accessToken, { everywhere: true })).statusCode).toBe(200);
    await refused(sessions.web);
    await refused(sessions.cli);
    await refused(sessions.plugin);
    await working(others.web);
    await working(others.plugin);
  });

  it("refuses a bad body (400, the field named) or no token (401), ending nothing", async () => {
    const sessions = await everyKind();
    const bad = await logout(sessions.web.accessToken, { everywhere: "yes" });
    expect(codeOf(bad)).toEqual([400, 10400]);
    expect(bad.body).toMatch(/everywhere/);
    const anonymous = await t.call({ method: "POST", url: "/identity/v1/logout", payload: {} });
    expect(codeOf(anonymous)).toEqual([401, 10401]);
    await working(sessions.web);
    await working(sessions.cli);
  });
});
