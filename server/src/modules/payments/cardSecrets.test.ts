import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { dumpDatabase } from "../../testing/databaseDump";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { CARDS, payAtCheckout, startPaymentsApp, statusBecomes } from "./testing/paymentsTestKit";

/*
 * docs/architecture.md#rules-never-broken: no raw card number, card password digits or birth date is ever stored or logged.
 * Cards go through every path that sees one (registration, refused registration, checkout,
 * refused checkout, a malformed form) with the server logging at its most verbose; then the
 * whole database is dumped as text and searched, with the log, for any trace of them.
 */

const BIRTH = "870615";
const card = (cardNumber: string) => ({ cardNumber, expiry: "1230", birth: BIRTH, pwdDigit: "47" });

/** The forms a card number could be written in. */
const traces = (number: string) => [
  number,
  number.replaceAll("-", ""),
  number.replaceAll("-", " "),
];

describe.each(testEngines)("card secrets on %s", (engine) => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await startPaymentsApp(engine, {
      env: { LOG_LEVEL: "trace" },
      logStream: { write: (line) => void log.push(line) },
    });
  });
  afterAll(() => t.close());

  it("never stores or logs a card number, its password digits or the birth date", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    await api.createPayMethod({ body: card(CARDS.good) });
    expect(await refusalCode(api.createPayMethod({ body: card(CARDS.declined) }))).toBe(120006);
    expect(
      await refusalCode(api.createPayMethod({ body: { ...card(CARDS.good), expiry: "12/30" } })),
    ).toBe(10400);
    await api.prepareRegularOrder({
      headers: { langcode: "KO" },
      body: {
        goodsCodes: ["PLAN-PRO-MONTH"],
        appId: "orbis",
        buyerEmail: user.email,
        buyerName: "Buyer",
      },
    });
    const once = await api.preparePaymentGoods({
      headers: { langcode: "KO" },
      body: { goodsCodes: ["STORAGE-100GB-MONTH"] },
    });
    await payAtCheckout(t, once.merchantUid, card(CARDS.declined));
    await payAtCheckout(t, once.merchantUid, card(CARDS.good));
    await statusBecomes(t, once.merchantUid, "COMPLETE");

    const dump = await dumpDatabase(t);
    const logged = log.join("");
    // The dump and the log did see the payments: the search below is not of empty text.
    expect(dump).toContain(once.merchantUid);
    expect(logged).toContain("/pay/pay-method");
    expect(dump).toContain("****-****-****-4242");
    for (const secret of [...traces(CARDS.good), ...traces(CARDS.declined), BIRTH]) {
      expect(dump, `the database holds ${secret}`).not.toContain(secret);
      expect(logged, `the log holds ${secret}`).not.toContain(secret);
    }
    expect(dump).not.toMatch(/"pwd_?digit"|"birth"/i);
  });
});
