import { expect, it } from "vitest";
import { orderPaperDay } from "./orderPaperDay";

it("writes a day as YYYYMMDD in UTC", () => {
  expect(orderPaperDay(new Date("2026-02-03T23:59:59Z"))).toBe("20260203");
  expect(orderPaperDay(new Date("2026-12-31T00:00:00+09:00"))).toBe("20261230");
});
