import { describe, expect, it } from "vitest";
import { historyRange } from "./historyRange";

describe("historyRange", () => {
  it.each([
    [{}, {}],
    [{ from: "2025-03-01" }, { from: "2025-03-01" }],
    [{ to: "2025-03-31" }, { to: "2025-03-31" }],
    [
      { from: "2025-03-01", to: "2025-03-31" },
      { from: "2025-03-01", to: "2025-03-31" },
    ],
    [
      { from: "2025-03-01", to: "2025-03-01" },
      { from: "2025-03-01", to: "2025-03-01" },
    ],
    [
      { from: "2024-02-29", to: "2024-12-31" },
      { from: "2024-02-29", to: "2024-12-31" },
    ],
    [{ from: undefined, to: "2025-01-01" }, { to: "2025-01-01" }],
  ])("accepts %j", (ends, range) => {
    expect(historyRange(ends)).toEqual({ ok: true, range });
  });

  it.each([
    [{ from: "2025-3-1" }, "from"],
    [{ from: "01-03-2025" }, "from"],
    [{ from: "yesterday" }, "from"],
    [{ from: "" }, "from"],
    [{ to: "2025-02-30" }, "to"],
    [{ to: "2025-02-29" }, "to"],
    [{ to: "2025-13-01" }, "to"],
    [{ to: "2025-03-01T00:00:00Z" }, "to"],
    [{ from: "2025-04-31", to: "2025-05-01" }, "from"],
  ])("names the end that is not a calendar day in %j", (ends, field) => {
    const check = historyRange(ends);
    expect(check).toMatchObject({ ok: false, field, fault: "not-a-day" });
    expect(check.ok || check.message).toContain("YYYY-MM-DD");
  });

  it("refuses a start after the end, saying which days", () => {
    expect(historyRange({ from: "2025-05-02", to: "2025-05-01" })).toEqual({
      ok: false,
      field: "from",
      fault: "starts-after-end",
      message: "The range starts on 2025-05-02, after it ends on 2025-05-01",
    });
  });
});
