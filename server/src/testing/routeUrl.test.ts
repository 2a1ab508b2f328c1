import { describe, expect, it } from "vitest";
import { routeUrl } from "./routeUrl";

describe("routeUrl", () => {
  it("fills a route's path under its service base, with its query", () => {
    expect(routeUrl("getMe")).toBe("/identity/v1/users/me");
    expect(routeUrl("updateProject", { id: "p 1" })).toBe("/api/v2/projects/p%201");
    expect(routeUrl("listProjects", {}, { page: 2 })).toBe("/api/v2/projects?page=2");
  });

  it("refuses a missing path parameter", () => {
    expect(() => routeUrl("updateProject")).toThrow(/"id"/);
  });
});
