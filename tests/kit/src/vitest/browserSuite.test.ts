import { expect, it } from "vitest";
import { describeWithBrowser } from "./browserSuite";

const withBrowser = await describeWithBrowser(Promise.resolve(null));
const withoutBrowser = await describeWithBrowser(Promise.resolve("No browser for the tests (x)"));
const ran: string[] = [];

withBrowser("a suite where a browser is found", () => {
  it("runs", () => {
    ran.push("with");
  });
});

withoutBrowser("a suite where none is", () => {
  it("is skipped, its reason in its name", ({ task }) => {
    throw new Error(`ran although skipped: ${task.suite?.name}`);
  });
});

it("ran only the suite with a browser", () => {
  expect(ran).toEqual(["with"]);
});
