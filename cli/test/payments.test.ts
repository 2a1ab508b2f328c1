import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/* The payment history and receipts of an account, through `orbis` against a real server. */

const CSV_HEADER =
  "merchantUid,orderName,amount,currency,status,statusLabel,paymentType,payMethod,cardName,createdAt,paidAt";

let f: CliFixture;

beforeAll(async () => {
  f = await cliFixture("payments");
  expectExit(await f.signIn(), 0);
});
afterAll(() => f.cleanup());

describe("payments history of an account that has paid nothing", () => {
  it("says so in a table", async () => {
    const r = expectExit(await f.orbis(["payments", "history"]), 0);
    expect(r.stdout.trim()).toBe("No payments yet.");
  });

  it("is an empty array in JSON, within a range too", async () => {
    expect(expectExit(await f.orbis(["payments", "history", "--json"]), 0).json()).toEqual([]);
    const ranged = await f.orbis([
      "payments",
      "history",
      "--from",
      "2025-01-01",
      "--to",
      "2025-01-01",
      "--json",
    ]);
    expect(expectExit(ranged, 0).json()).toEqual([]);
  });

  it("is the CSV header alone, ended by CRLF", async () => {
    const r = expectExit(await f.orbis(["payments", "history", "--csv"]), 0);
    expect(r.stdout).toBe(`${CSV_HEADER}\r\n`);
  });
});

describe("payments history flags", () => {
  it("refuses a --from that is not a day before anything is asked, exit 2", async () => {
    // Not signed in here: a usage error still comes first, so no call was made.
    const env = { XDG_CONFIG_HOME: join(f.configHome, "nobody") };
    const r = expectExit(await f.orbis(["payments", "history", "--from", "2025-3-1"], { env }), 2);
    expect(r.stderr).toBe(
      'Error 10400: Invalid --from: "2025-3-1" is not a day written YYYY-MM-DD, such as 2025-03-01\n',
    );
    const impossible = expectExit(
      await f.orbis(["payments", "history", "--to", "2025-02-30", "--json"]),
      2,
    );
    expect(impossible.json()).toEqual({
      error: { code: 10400, message: expect.stringContaining("Invalid --to"), exitCode: 2 },
    });
  });

  it("refuses --from after --to, exit 2", async () => {
    const r = expectExit(
      await f.orbis(["payments", "history", "--from", "2025-05-02", "--to", "2025-05-01"]),
      2,
    );
    expect(r.stderr).toBe(
      "Error 10400: The range starts on 2025-05-02, after it ends on 2025-05-01: --from must not be after --to\n",
    );
  });

  it("refuses --csv with --json: both choose the output", async () => {
    const r = expectExit(await f.orbis(["payments", "history", "--csv", "--json"]), 2);
    expect(r.stderr).toMatch(/^Error 10400: --csv and --json/m);
    expect(r.json<{ error: { code: number } }>().error.code).toBe(10400);
  });
});

describe("payments receipt", () => {
  it.each(["en", "ko", "vi", "ja"])(
    "reports an unknown merchant UID as not found (120008, exit 1), language %s",
    async (language) => {
      const r = expectExit(
        await f.orbis(["payments", "receipt", "m_no_such_payment", "--json"], {
          env: { ORBIS_LANG: language },
        }),
        1,
      );
      expect(r.stderr).toMatch(/^Error 120008: \S/m);
      expect(r.json<{ error: { code: number } }>().error.code).toBe(120008);
    },
  );
});

describe("signed out", () => {
  it.each([
    [["payments", "history"]],
    [["payments", "history", "--csv"]],
    [["payments", "receipt", "m_any"]],
  ])("%j needs a sign-in: exit 3", async (args) => {
    const env = { XDG_CONFIG_HOME: join(f.configHome, "nobody") };
    const r = expectExit(await f.orbis(args, { env }), 3);
    expect(r.stderr).toMatch(/^Error 10401: Not signed in \(profile "default"\)/m);
    expect(r.stdout).toBe("");
  });
});
