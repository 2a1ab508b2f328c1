import { describe, expect, it } from "vitest";
import { cleanSpecPath, parseSpecCalls, serviceOfHeading } from "./parseSpecCalls";

const sample = [
  "## 6. Roles",
  "- GET /not/in/section/seven.",
  "## 7. The calls it makes",
  "### Identity service (v1, authenticated calls marked auth)",
  "- GET /users/me (auth). PATCH /users/me (optionally auth, body).",
  "- Kakao: POST form-encoded to the provider's token endpoint.",
  "- PATCH /users/me/password (identity service v2).",
  "### Tours (v2)",
  "- GET /settings and PUT /settings.",
  "### Sharing (v3)",
  "- Instructor: GET and PATCH edu/instructor/info. GET space/{spaceId}/comment/list with query.",
  "### Payments service (JSON, 30 s timeout)",
  "- POST /payments/prepare/goods, header langCode.",
  "### Metadata",
  "- GET /metadata.json gives titles.",
  "## 8. The error catalogue",
  "- DELETE /after/the/section",
].join("\n");

describe("parseSpecCalls", () => {
  it("finds every call of §7 with its service, and only those", () => {
    const { calls, skipped } = parseSpecCalls(sample);
    expect(calls).toEqual([
      { service: "identityV1", method: "GET", path: "/users/me" },
      { service: "identityV1", method: "PATCH", path: "/users/me" },
      { service: "identityV2", method: "PATCH", path: "/users/me/password" },
      { service: "apiV2", method: "GET", path: "/settings" },
      { service: "apiV2", method: "PUT", path: "/settings" },
      { service: "apiV3", method: "GET", path: "/edu/instructor/info" },
      { service: "apiV3", method: "PATCH", path: "/edu/instructor/info" },
      { service: "apiV3", method: "GET", path: "/space/{spaceId}/comment/list" },
      { service: "pay", method: "POST", path: "/payments/prepare/goods" },
      { service: "site", method: "GET", path: "/metadata.json" },
    ]);
    expect(skipped).toEqual(["POST form-encoded"]);
  });

  it("refuses a spec without section 7", () => {
    expect(() => parseSpecCalls("## 1. Intro\nGET /x")).toThrow("no section 7");
  });

  it("refuses a call under an unknown heading", () => {
    expect(() => parseSpecCalls("## 7. Calls\n### Misc\n- GET /x/y")).toThrow("known subsection");
  });

  it.each([
    ["### Identity service (v1)", "identityV1"],
    ["### Tours (v1)", "apiV1"],
    ["### Projects (v2)", "apiV2"],
    ["### Tours, models, coupons and account (v3)", "apiV3"],
    ["### Payments service (JSON, 30 s timeout)", "pay"],
    ["### Metadata", "site"],
    ["### Misc", undefined],
  ])("maps the heading %s to %s", (heading, service) => {
    expect(serviceOfHeading(heading)).toBe(service);
  });

  it.each([
    ["/tours/{id}.", "/tours/{id}"],
    ["space/share/code/list", "/space/share/code/list"],
    ["/tours/{id}/files,", "/tours/{id}/files"],
    ["/metadata.json", "/metadata.json"],
  ])("cleans %s to %s", (raw, clean) => {
    expect(cleanSpecPath(raw)).toBe(clean);
  });
});
