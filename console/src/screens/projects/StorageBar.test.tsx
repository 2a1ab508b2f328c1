import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/createTranslator";
import { StorageBar } from "./StorageBar";

/* The storage bar's 95 % warning (docs/product/states.md, docs/product/limits.md), rendered in English. */

afterEach(cleanup);

const GiB = 1024 ** 3;

const show = async (used: number, total: number) => {
  const translator = await createTranslator("en");
  render(
    <I18nextProvider i18n={translator.i18n}>
      <StorageBar label="Storage" used={used} total={total} />
    </I18nextProvider>,
  );
};

describe("StorageBar", () => {
  it("warns from 95 % of the plan's storage", async () => {
    await show(0.95 * GiB, GiB);
    expect(screen.getByRole("alert").textContent).toBe(
      "Your storage is 95% full. Delete files you no longer need or upgrade your plan to add storage.",
    );
    expect(screen.getByText("972.80 MB of 1.00 GB used (95%)")).toBeTruthy();
    expect((screen.getByRole("progressbar") as HTMLProgressElement).value).toBe(95);
  });

  it("does not warn just below 95 %", async () => {
    await show(0.95 * GiB - 1, GiB);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("holds the bar at 100 % past the quota, still warning", async () => {
    await show(2 * GiB, GiB);
    expect((screen.getByRole("progressbar") as HTMLProgressElement).value).toBe(100);
    expect(screen.getByRole("alert").textContent).toContain("200%");
  });

  it("shows no bar and no warning for a plan size of 0", async () => {
    await show(5 * 1024 * 1024, 0);
    expect(screen.getByText("5.00 MB used")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
