import { describe, expect, it } from "vitest";
import { CALLS_TABLE_COLUMNS, parseCallsTable } from "./parseCallsTable";

/** A header as Biome lays tables out: cells padded to the column width. */
const header = `| ${CALLS_TABLE_COLUMNS.join("   | ")} |`;

const sample = [
  "# Calls",
  "",
  "| service | base |",
  "| --- | --- |",
  "| apiV1 | `/api/v1` |",
  "",
  "## Identity",
  "",
  header,
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  "| getMe | identityV1 | GET | `/users/me` | required | none | product | The signed-in user |",
  "| logout | identityV1 | POST | `/logout` | required | json | house | Sign out \\| end it |",
  "",
  "Text between tables.",
  "",
  "## Tours",
  "",
  header,
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  "| getTour | apiV1 | GET | `/tours/{id}` | required | none | product | Get a tour |",
].join("\n");

describe("parseCallsTable", () => {
  it("reads every row of every calls table with its group, and nothing else", () => {
    expect(parseCallsTable(sample)).toEqual([
      {
        group: "Identity",
        name: "getMe",
        service: "identityV1",
        method: "GET",
        path: "/users/me",
        auth: "required",
        body: "none",
        origin: "product",
      },
      {
        group: "Identity",
        name: "logout",
        service: "identityV1",
        method: "POST",
        path: "/logout",
        auth: "required",
        body: "json",
        origin: "house",
      },
      {
        group: "Tours",
        name: "getTour",
        service: "apiV1",
        method: "GET",
        path: "/tours/{id}",
        auth: "required",
        body: "none",
        origin: "product",
      },
    ]);
  });

  it("refuses a calls table whose header changed", () => {
    expect(() => parseCallsTable("| call | service | method |\n| --- |")).toThrow("header");
  });

  it("refuses a row with missing cells", () => {
    expect(() => parseCallsTable(`${header}\n| --- |\n| getMe | identityV1 | GET |`)).toThrow(
      "too few cells",
    );
  });
});
