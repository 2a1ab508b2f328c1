import { countMeter, storageMeter } from "@orbis/core/plans";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMERCE_NAMESPACE } from "../../../i18n/commerceMessages";
import { renderWithStores } from "../../../testing/renderWithStores";
import { type TestRootStore, testRootStore } from "../../../testing/testRootStore";
import { UsageMeterRow } from "./UsageMeterRow";

/* One meter of the usage screen, drawn from core's meters: no server needed. */

const GiB = 1024 ** 3;
let t: TestRootStore;

beforeEach(async () => {
  t = await testRootStore();
  await t.translator.i18n.loadNamespaces(COMMERCE_NAMESPACE);
});
afterEach(cleanup);

const label = () => document.querySelector(".usage-meter__label")?.textContent;
const warning = () => document.querySelector(".usage-meter__warning")?.textContent ?? null;

describe("a usage meter", () => {
  it("draws storage in 1024-based units with two decimals, and its bar", () => {
    renderWithStores(<UsageMeterRow label="Storage" meter={storageMeter(GiB / 2, GiB)} />, t);
    expect(label()).toBe("Storage512.00 MB of 1.00 GB (50%)");
    const bar = screen.getByRole("progressbar", { name: "Storage" }) as HTMLProgressElement;
    expect(bar.value).toBe(50);
    expect(warning()).toBeNull();
  });

  it("warns from 95 %, with the percent held to one decimal", () => {
    renderWithStores(<UsageMeterRow label="Storage" meter={storageMeter(0.9567 * GiB, GiB)} />, t);
    expect(warning()).toBe("95.7% of the limit is used.");
  });

  it("keeps a full bar when over the limit, and says by how much", () => {
    renderWithStores(<UsageMeterRow label="Projects" meter={countMeter(4, 3)} />, t);
    expect(label()).toBe("Projects4 of 3 (133.3%)");
    expect((screen.getByRole("progressbar") as HTMLProgressElement).value).toBe(100);
  });

  it("says unlimited, with no bar and no warning, where the plan sets no limit", () => {
    renderWithStores(<UsageMeterRow label="Projects" meter={countMeter(40, null)} />, t);
    expect(label()).toBe("Projects40 · unlimited");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(warning()).toBeNull();
  });

  it("reads a storage size of 0 as no quota", () => {
    renderWithStores(<UsageMeterRow label="Hosting" meter={storageMeter(2048, 0)} />, t);
    expect(label()).toBe("Hosting2.00 KB used · no storage limit");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
