import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillPath, pathParamNames, routeUrlPath } from "./route";

describe("route paths", () => {
  it.each([
    ["/tours/{id}", ["id"]],
    ["/space/{spaceId}/comment/{commentId}", ["spaceId", "commentId"]],
    ["/embed/{lang}.json", ["lang"]],
    ["/checkin", []],
  ])("%s has the parameters %j", (path, names) => {
    expect(pathParamNames(path)).toEqual(names);
  });

  it.each([
    ["/tours/{id}", { id: "t1" }, "/tours/t1"],
    ["/embed/{lang}.json", { lang: "ko" }, "/embed/ko.json"],
    ["/payments/receipt/{merchantUid}", { merchantUid: "a/b c" }, "/payments/receipt/a%2Fb%20c"],
    ["/tour/{id}/model/{modelId}", { id: 7, modelId: "m" }, "/tour/7/model/m"],
  ])("fills %s with %j", (path, params, filled) => {
    expect(fillPath(path, params)).toBe(filled);
  });

  it("names the missing parameter", () => {
    expect(() => fillPath("/tours/{id}", {})).toThrow(
      'Missing path parameter "id" for /tours/{id}',
    );
  });

  it("never lets a value add a path segment", () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(fillPath("/tours/{id}/publish", { id }).split("/")).toHaveLength(4);
      }),
    );
  });

  it.each([
    ["identityV1", "/login/email", "/identity/v1/login/email"],
    ["identityV2", "/users/me/password", "/identity/v2/users/me/password"],
    ["apiV3", "/checkin", "/api/v3/checkin"],
    ["pay", "/pay-method", "/pay/pay-method"],
    ["cdn", "/embed/{lang}.json", "/cdn/embed/{lang}.json"],
    ["site", "/metadata.json", "/metadata.json"],
  ] as const)("puts %s %s at %s", (service, path, url) => {
    expect(routeUrlPath({ service, path })).toBe(url);
  });
});
