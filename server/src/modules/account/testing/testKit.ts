import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/*
 * Assertions shared by this module's tests: a success answers `{ code: 0, data }`, a refusal
 * the catalogue's status and code (and, for a 400, the field it names).
 */

type Answer = LightMyRequestResponse & { json: () => unknown };

/** The `data` of a 200 answer. */
export const dataOf = <T>(res: Answer): T => {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
};

/** Asserts a refusal; answers its message. */
const expectRefused = (res: Answer, status: number, code: number): string => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: number; message: string };
  expect(body.code).toBe(code);
  return body.message;
};

/** Asserts a 400 that names `field` (e.g. `body.autoSave.saveCycle`). */
export const expectInvalid = (res: Answer, field: string): void => {
  const message = expectRefused(res, 400, 10400);
  expect(message.startsWith(`${field}:`), message).toBe(true);
};
