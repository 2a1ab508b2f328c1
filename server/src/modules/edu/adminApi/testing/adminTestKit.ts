import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { fetchUtils } from "ra-core";
import simpleRestProvider from "ra-data-simple-rest";
import type { Database } from "../../../../infra/db/schema";
import { rowCountRepository } from "../../../../testing/rowCountRepository";
import type { TestApp } from "../../../../testing/testApp";
import { paymentRepository, provisionRepository } from "../../../payments/testing";
import { eduTestRepository } from "../../testing/eduTestRepository";

/** The origin of a test app listening on a free local port (started once per app). */
export const listeningOrigin = async (t: TestApp): Promise<string> => {
  if (t.app.server.address() === null) await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

/**
 * react-admin's own simple REST data provider on the admin API, sending the access token as the
 * console's custom httpClient will (none: anonymous, as an unsigned-in console would call).
 */
export const adminProvider = (origin: string, accessToken?: string) =>
  simpleRestProvider(`${origin}/admin-api`, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    if (accessToken !== undefined) headers.set("x-user-auth-token", accessToken);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });

/** A data provider. */
export type AdminProvider = ReturnType<typeof adminProvider>;

/** The catalogue code of a refused provider call (its HttpError's body), or 0 when it went through. */
export const codeOf = async (call: () => Promise<unknown>): Promise<number> => {
  try {
    await call();
    return 0;
  } catch (error) {
    const body = (error as { body?: { code?: unknown } }).body;
    if (typeof body?.code === "number") return body.code;
    throw error;
  }
};

/** The body of a refused provider call. */
export const refusalBody = async (call: () => Promise<unknown>): Promise<unknown> => {
  try {
    await call();
  } catch (error) {
    return (error as { body?: unknown }).body;
  }
  throw new Error("the call went through");
};

/** The tables an admin API write touches: equal before and after a refused call. */
const ADMIN_TABLES = [
  "users",
  "edu_groups",
  "group_students",
  "instructor_profiles",
  "admin_audit",
] as const satisfies readonly (keyof Database)[];

/** The row count of every table an admin write may touch. */
export const adminRows = async (t: TestApp): Promise<Record<string, number>> => {
  const rows = rowCountRepository(t.deps.db.kysely);
  const counts = await Promise.all(ADMIN_TABLES.map((table) => rows.count(table)));
  return Object.fromEntries(ADMIN_TABLES.map((table, i) => [table, counts[i] ?? 0]));
};

/** `count` unused licences of `months` months bought by `ownerId` in one paid order. */
export const boughtLicences = async (
  t: TestApp,
  ownerId: string,
  months: number,
  count: number,
) => {
  const db = t.deps.db.kysely;
  const merchantUid = `test-${randomUUID()}`;
  await paymentRepository(db).insert({
    merchant_uid: merchantUid,
    user_id: ownerId,
    payment_type: "ONCE",
    status: "COMPLETE",
    goods_codes: JSON.stringify([`EDU_LICENCE_${months}M`]),
    order_name: "Student licences",
    currency: "KRW",
    subtotal_minor: 0,
    amount_minor: 0,
    pay_method: "card",
    provider: "test",
    change_kind: "item",
  });
  await provisionRepository(db).addLicences(
    ownerId,
    merchantUid,
    `EDU_LICENCE_${months}M`,
    months,
    count,
    t.deps.clock(),
  );
  return eduTestRepository(db).licencesOfPayment(merchantUid);
};

/** Hands licence `id` to student `holderId`, running from now until `expiresAt`. */
export const handOver = async (t: TestApp, id: string, holderId: string, expiresAt: Date) => {
  await eduTestRepository(t.deps.db.kysely).handOver(id, holderId, t.deps.clock(), expiresAt);
};
