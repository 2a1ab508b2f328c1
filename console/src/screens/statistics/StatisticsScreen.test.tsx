import { resolveObjectURL } from "node:buffer";
import { registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type VisitedTour, visitedTour } from "../../stores/statistics/testing";
import { renderSignedIn } from "../../testing/renderSignedIn";

/*
 * `/statistics` inside the whole console, on the real server: reached from the side menu, a PRO
 * account's visited tour shows in the chart's box, the tables and the breakdowns, for all tours
 * and for the tour with its scenes; the CSV downloads; a range backwards gets the server's words;
 * a FREE account reads that its plan has no statistics, with the way to the plans.
 */

let visited: VisitedTour;
beforeAll(async () => {
  visited = await visitedTour("statistics-screen");
}, 120_000);
afterEach(cleanup);

const today = () => new Date().toISOString().slice(0, 10);

/** The cells of a table's rows, each row's header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

/**
 * The file the next download link the page clicks hands over, its name and bytes, taken as the
 * browser's download would take it (the page here would otherwise navigate to the file).
 */
const nextDownload = () =>
  new Promise<{ name: string; bytes: Promise<Uint8Array> }>((resolve) => {
    const seen = (event: Event) => {
      const link = event.target;
      if (!(link instanceof HTMLAnchorElement) || link.download === "") return;
      event.preventDefault();
      document.removeEventListener("click", seen, true);
      // Read at once: the page revokes the object URL right after the click.
      const blob = resolveObjectURL(link.href);
      resolve({
        name: link.download,
        bytes: (blob?.arrayBuffer() ?? Promise.resolve(new ArrayBuffer(0))).then(
          (b) => new Uint8Array(b),
        ),
      });
    };
    document.addEventListener("click", seen, true);
  });

describe("the statistics screen", () => {
  it("is reached from the side menu and shows the visits as a chart, a table and breakdowns", async () => {
    const { where } = await renderSignedIn("/projects/contents", visited.account);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    fireEvent.click(within(menu).getByRole("link", { name: "Statistics" }));
    await waitFor(() => expect(where()).toBe("/statistics"));
    await screen.findByRole("heading", { level: 1, name: "Statistics" });

    expect(await screen.findByText(/ · Visits: 3 · Unique visitors: 2$/)).toBeTruthy();
    expect(
      screen.getByRole("img", { name: "Chart of visits and unique visitors over time" }),
    ).toBeTruthy();
    const series = rowsOf(screen.getByRole("table", { name: "Visits over time" }));
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toEqual([today(), "3", "2"]);
    expect(series.slice(0, -1).every(([, visits]) => visits === "0")).toBe(true);
    expect(rowsOf(screen.getByRole("table", { name: "Devices" }))).toEqual([
      ["Phone", "2"],
      ["Desktop", "1"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Languages" }))).toEqual([
      ["Korean", "2"],
      ["English", "1"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Referrers" }))).toEqual([["Direct", "3"]]);
    expect(rowsOf(screen.getByRole("table", { name: "Visits per tour" }))).toEqual([
      [visited.title, "3", "2"],
    ]);

    const download = nextDownload();
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    const file = await download;
    expect(file.name).toMatch(
      /^statistics-all-tours-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-day\.csv$/,
    );
    const bytes = await file.bytes;
    // A byte order mark first, so spreadsheets read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith("\uFEFFperiod,visits,visitors\r\n")).toBe(true);
    expect(csv).toContain(`\r\n${today()},3,2\r\n`);
    expect(csv.split("\r\n")).toHaveLength(32);
  });

  it("shows one tour's scenes, where visits end and the time spent", async () => {
    await renderSignedIn("/statistics", visited.account);
    const scope = await screen.findByLabelText("Tour");
    await within(scope).findByRole("option", { name: visited.title });
    fireEvent.change(scope, { target: { value: visited.tourId } });
    const scenes = await screen.findByRole("table", { name: "Scene figures" });
    expect(rowsOf(scenes)).toEqual([[visited.sceneTitle, "2", "10 s", "2"]]);
    expect(rowsOf(screen.getByRole("table", { name: "Scenes people leave from" }))).toEqual([
      [visited.sceneTitle, "2"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Average time per scene" }))).toEqual([
      [visited.sceneTitle, "10 s"],
    ]);
    expect(screen.queryByRole("table", { name: "Visits per tour" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "month" } });
    await waitFor(() => {
      const rows = rowsOf(screen.getByRole("table", { name: "Visits over time" }));
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(rows.reduce((sum, [, visits]) => sum + Number(visits), 0)).toBe(3);
    });
  });

  it("says a range backwards in the server's words, and an empty range plainly", async () => {
    await renderSignedIn("/statistics", visited.account);
    await screen.findByText(/ · Visits: 3 · Unique visitors: 2$/);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-02-02" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2025-02-01" } });
    // The first change alone asks for over a year (refused too); the answer to the last one counts.
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "query.from: Must be on or before to.",
      ),
    );
    expect(screen.getByRole("alert").textContent).toContain("The statistics could not be loaded.");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-01-01" } });
    expect(await screen.findByText("No visits in this range.")).toBeTruthy();
    expect(
      screen.getByText("2025-01-01 to 2025-02-01 · Visits: 0 · Unique visitors: 0"),
    ).toBeTruthy();
  });

  it("tells a FREE account its plan has no statistics, with the way to the plans", async () => {
    await renderSignedIn("/statistics", await registerAccount("statistics-screen-free"));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Statistics are not available on your plan")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/payment?for=70007",
    );
  });
});
