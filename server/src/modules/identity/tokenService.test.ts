import { randomBytes, randomUUID } from "node:crypto";
import { AppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../infra/db/database";
import { openTestDb, testEngines } from "../../testing/testDb";
import { sessionRepository } from "./sessionRepository";
import { createTokenService, TOKEN_TTL, type TokenService } from "./tokenService";

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 0;
};

describe.each(testEngines)("the token service on %s", (engine) => {
  let db: Db;
  let tokens: TokenService;
  let offset = 0;
  const userId = randomUUID();

  beforeAll(async () => {
    db = await openTestDb(engine);
    await db.kysely
      .insertInto("users")
      .values({
        id: userId,
        email: "ada@example.com",
        sign_in_method: "email",
        password_hash: null,
        name: "Ada",
        nickname: null,
        thumbnail_key: null,
        deactivated_at: null,
      })
      .execute();
    tokens = createTokenService({
      sessions: sessionRepository(db.kysely),
      clock: () => new Date(Date.now() + offset),
      secret: randomBytes(32),
    });
  });
  afterAll(() => db.close());

  it("authenticates the access token of a new session", async () => {
    const pair = await tokens.startSession(userId, "web");
    await expect(tokens.authenticate(pair.accessToken)).resolves.toMatchObject({
      kind: "user",
      userId,
      clientKind: "web",
    });
  });

  it("answers 50002 to the older token after a newer login of the same kind, and keeps other kinds", async () => {
    const first = await tokens.startSession(userId, "web");
    const cli = await tokens.startSession(userId, "cli");
    await tokens.startSession(userId, "web");
    expect(await codeOf(tokens.authenticate(first.accessToken))).toBe(50002);
    expect(await codeOf(tokens.authenticate(cli.accessToken))).toBe(0);
    expect(await codeOf(tokens.renew(first.refreshToken))).toBe(50002);
  });

  it("rotates refresh tokens and ends the session when an old one comes back", async () => {
    const pair = await tokens.startSession(userId, "plugin");
    const renewed = await tokens.renew(pair.refreshToken);
    expect(renewed.email).toBe("ada@example.com");
    expect(renewed.refreshToken).not.toBe(pair.refreshToken);
    expect(await codeOf(tokens.authenticate(renewed.accessToken))).toBe(0);
    // The first refresh token again: someone holds a copy, so the whole session ends.
    expect(await codeOf(tokens.renew(pair.refreshToken))).toBe(110007);
    expect(await codeOf(tokens.renew(renewed.refreshToken))).toBe(110007);
    expect(await codeOf(tokens.authenticate(renewed.accessToken))).toBe(10401);
  });

  it("lets only one of two racing renewals with the same token win", async () => {
    const pair = await tokens.startSession(userId, "plugin");
    const codes = await Promise.all([
      codeOf(tokens.renew(pair.refreshToken)),
      codeOf(tokens.renew(pair.refreshToken)),
    ]);
    expect(codes.sort()).toEqual([0, 110007]);
  });

  it("refuses expired, forged, mistyped and foreign tokens with 401", async () => {
    const pair = await tokens.startSession(userId, "web");
    expect(await codeOf(tokens.authenticate("not-a-jwt"))).toBe(10401);
    expect(await codeOf(tokens.authenticate(pair.refreshToken))).toBe(10401);
    expect(await codeOf(tokens.renew(pair.accessToken))).toBe(110007);
    const other = createTokenService({
      sessions: sessionRepository(db.kysely),
      clock: () => new Date(),
      secret: randomBytes(32),
    });
    const foreign = await other.startSession(userId, "cli");
    expect(await codeOf(tokens.authenticate(foreign.accessToken))).toBe(10401);
    offset += (TOKEN_TTL.access + 1) * 1000;
    expect(await codeOf(tokens.authenticate(pair.accessToken))).toBe(10401);
    expect(await codeOf(tokens.renew(pair.refreshToken))).toBe(0);
    offset = 0;
  });

  it("refuses an unsigned (alg none) token, claims edited under a valid signature, and a re-signed header", async () => {
    const pair = await tokens.startSession(userId, "web");
    const [header, payload, signature] = pair.accessToken.split(".") as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<
      string,
      unknown
    >;
    // The same claims, unsigned: a verifier that trusted the header's algorithm would accept it.
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${payload}.`;
    expect(await codeOf(tokens.authenticate(unsigned))).toBe(10401);
    // Another user's id under this token's signature.
    const edited = `${header}.${encode({ ...claims, sub: randomUUID() })}.${signature}`;
    expect(await codeOf(tokens.authenticate(edited))).toBe(10401);
    // A longer life under this token's signature.
    const extended = `${header}.${encode({ ...claims, exp: Number(claims.exp) + 86_400 })}.${signature}`;
    expect(await codeOf(tokens.authenticate(extended))).toBe(10401);
    // The header naming another algorithm over the same signature.
    const switched = `${encode({ alg: "HS512", typ: "JWT" })}.${payload}.${signature}`;
    expect(await codeOf(tokens.authenticate(switched))).toBe(10401);
    // The untouched token still works: the refusals above are about the edits.
    await tokens.authenticate(pair.accessToken);
  });

  it("answers 50001 for a deactivated account", async () => {
    const pair = await tokens.startSession(userId, "cli");
    await db.kysely
      .updateTable("users")
      .set({ status: "deactivated" })
      .where("id", "=", userId)
      .execute();
    expect(await codeOf(tokens.authenticate(pair.accessToken))).toBe(50001);
    await db.kysely
      .updateTable("users")
      .set({ status: "active" })
      .where("id", "=", userId)
      .execute();
  });

  it("gives registration tokens that authenticate as registration and cannot be renewed", async () => {
    const pair = await tokens.registrationTokens({
      provider: "kakao",
      providerUserId: "k-1",
      email: null,
      name: "Kim",
      clientKind: "web",
    });
    await expect(tokens.authenticate(pair.accessToken)).resolves.toEqual({
      kind: "registration",
      provider: "kakao",
      providerUserId: "k-1",
      email: null,
      name: "Kim",
      clientKind: "web",
    });
    expect(await codeOf(tokens.renew(pair.refreshToken))).toBe(110007);
  });
});
