import type { ClientKind, LogoutBody } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import type { IssuedTokens } from "./tokenService";

/*
 * Sign-out ends the session on the server: a copied access token and its refresh token are
 * refused at once, not when they expire.
 */

type Sessions = Record<ClientKind, IssuedTokens>;

describe.each(testEngines)("sign-out on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;

  /** Status and code of a call: `[200, 0]` when it succeeds, its refusal's otherwise. */
  const codeOf = (call: Promise<unknown>) =>
    call.then(
      () => [200, 0],
      (error: unknown) => {
        if (isAppError(error)) return [error.status, error.code];
        throw error;
      },
    );
  const logout = (accessToken: string, body: LogoutBody = {}) =>
    apiFor(t, accessToken).logout({ body });
  const me = (accessToken: string) => apiFor(t, accessToken).getMe();
  const renew = (refreshToken: string) => apiFor(t).renewToken({ body: { refreshToken } });

  /** A fresh session of every client kind (each login ends the older one of its kind). */
  const everyKind = async (who: TestUser = user): Promise<Sessions> => ({
    web: await signInAs(t, who.id, "web"),
    cli: await signInAs(t, who.id, "cli"),
    plugin: await signInAs(t, who.id, "plugin"),
  });

  /** Both tokens of a session refused: the access token 10401, the refresh token 110007. */
  const refused = async (tokens: IssuedTokens) => {
    expect(await codeOf(me(tokens.accessToken))).toEqual([401, 10401]);
    expect(await codeOf(renew(tokens.refreshToken))).toEqual([401, 110007]);
  };
  /** Both tokens of a session still good (the renewal is spent: a refresh token works once). */
  const working = async (tokens: IssuedTokens) => {
    expect(await codeOf(me(tokens.accessToken))).toEqual([200, 0]);
    expect(await codeOf(renew(tokens.refreshToken))).toEqual([200, 0]);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  it("ends this session: its access and refresh tokens are refused, other kinds keep working", async () => {
    const sessions = await everyKind();
    expect(await logout(sessions.web.accessToken)).toBeNull();
    await refused(sessions.web);
    await working(sessions.cli);
    await working(sessions.plugin);
  });

  it("ends a renewed session too, and a second sign-out with the same token is refused", async () => {
    const first = await signInAs(t, user.id, "cli");
    const tokens = await renew(first.refreshToken);
    await logout(tokens.accessToken);
    await refused(tokens);
    expect(await codeOf(logout(tokens.accessToken))).toEqual([401, 10401]);
  });

  it("ends every session of the account with everywhere, and no other account's", async () => {
    const other = await createTestUser(t);
    const sessions = await everyKind();
    const others = await everyKind(other);
    await logout(sessions.cli.accessToken, { everywhere: true });
    await refused(sessions.web);
    await refused(sessions.cli);
    await refused(sessions.plugin);
    await working(others.web);
    await working(others.plugin);
  });

  it("refuses a bad body (400, the field named) or no token (401), ending nothing", async () => {
    const sessions = await everyKind();
    // Raw: a body of the wrong type, which the typed client would not send.
    const bad = await t.call({
      method: "POST",
      url: routeUrl("logout"),
      headers: { "x-user-auth-token": sessions.web.accessToken },
      payload: { everywhere: "yes" },
    });
    expect([bad.statusCode, (bad.json() as { code: number }).code]).toEqual([400, 10400]);
    expect(bad.body).toMatch(/everywhere/);
    expect(await codeOf(apiFor(t).logout({ body: {} }))).toEqual([401, 10401]);
    await working(sessions.web);
    await working(sessions.cli);
  });
});
