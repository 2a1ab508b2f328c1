import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pathParamNames, type RouteDef } from "../route";
import { aiImageRoutes } from "./aiImages";
import { eduGroupRoutes, eduRoutes } from "./edu";
import { hostingRoutes } from "./hosting";
import { instructorRoutes } from "./instructor";
import { interopRoutes } from "./interop";
import { modelRoutes } from "./models";
import { projectRoutes } from "./projects";
import { spaceRoutes } from "./spaces";
import { tourFileRoutes } from "./tourFiles";
import { tourPartRoutes } from "./tourParts";
import { tourDocumentRoutes, tourRoutes } from "./tours";

const groups: Record<string, Record<string, RouteDef>> = {
  tourRoutes,
  projectRoutes,
  hostingRoutes,
  spaceRoutes,
  eduRoutes,
  interopRoutes,
};
const all: [string, RouteDef][] = Object.values(groups).flatMap((g) => Object.entries(g));

describe("tour, project, space and edu route groups", () => {
  it.each([
    ["tourRoutes", tourRoutes, [tourDocumentRoutes, tourFileRoutes, tourPartRoutes, modelRoutes]],
    ["eduRoutes", eduRoutes, [eduGroupRoutes, aiImageRoutes, instructorRoutes]],
  ] as const)("%s loses no route of its parts", (_, group, parts) => {
    const partKeys = parts.flatMap((p) => Object.keys(p));
    expect(new Set(partKeys).size).toBe(partKeys.length);
    expect(Object.keys(group).sort()).toEqual([...partKeys].sort());
  });

  it("has one unique camelCase operation name per route across the four groups", () => {
    const names = all.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it("has no two routes on the same service, method and path", () => {
    const lines = all.map(([, r]) => `${r.service} ${r.method} ${r.path}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it.each(all)("%s: path parameters match the params schema", (_, route) => {
    // A `.ext` only as the last segment's end: a file a route answers (`site.zip`).
    expect(route.path).toMatch(/^\/[a-z0-9/{}A-Z-]*[a-z}](\.[a-z]+)?$/);
    const names = pathParamNames(route.path);
    const keys = route.params instanceof z.ZodObject ? Object.keys(route.params.shape) : [];
    expect([...keys].sort()).toEqual([...names].sort());
    if (names.length === 0) expect(route.params).toBeUndefined();
  });

  it.each(all)("%s: a body has a body kind, and GET has no body", (_, route) => {
    expect(route.bodyKind === undefined).toBe(route.body === undefined);
    if (route.method === "GET") expect(route.body).toBeUndefined();
    if (route.bodyKind === "multipart") expect(["POST", "PUT"]).toContain(route.method);
  });

  it.each(all)("%s: every schema converts to JSON schema", (_, route) => {
    for (const part of [route.params, route.query, route.body, route.headers]) {
      if (part) expect(() => z.toJSONSchema(part, { io: "input" })).not.toThrow();
    }
    // The response is serialised by zod and documented as JSON schema: no transform may hide in it.
    expect(() => z.toJSONSchema(route.response, { io: "output" })).not.toThrow();
    expect(() => z.toJSONSchema(route.response, { io: "input" })).not.toThrow();
  });

  it.each(all)("%s: header names are lower case", (_, route) => {
    if (!route.headers) return;
    expect(route.headers).toBeInstanceOf(z.ZodObject);
    for (const key of Object.keys((route.headers as z.ZodObject).shape)) {
      expect(key).toBe(key.toLowerCase());
    }
  });
});

/** The product calls of these groups (docs/product/calls.md), plus the house calls that manage projects. */
const expected: [string, RouteDef["service"], RouteDef["method"], string][] = [
  ["getTour", "apiV1", "GET", "/tours/{id}"],
  ["updateTour", "apiV1", "PUT", "/tours/{id}"],
  ["deleteTour", "apiV1", "DELETE", "/tours/{id}"],
  ["uploadTourFiles", "apiV1", "POST", "/tours/{id}/files"],
  ["publishTour", "apiV1", "PUT", "/tours/{id}/publish"],
  ["getPublishHistory", "apiV1", "GET", "/tours/{id}/publish"],
  ["unpublishTour", "apiV1", "DELETE", "/tours/{id}/publish"],
  ["getTourStatistics", "apiV3", "GET", "/tour/{id}/statistics"],
  ["getAccountStatistics", "apiV3", "GET", "/statistics"],
  ["dumpTour", "apiV1", "PUT", "/tours/{id}/dump"],
  ["getLayersStatus", "apiV1", "GET", "/tours/{id}/layers/status"],
  ["uploadTourThumbnail", "apiV1", "POST", "/tours/{id}/thumbnail"],
  ["checkLayerFiles", "apiV1", "GET", "/tours/{id}/layers/check-file"],
  ["saveTourGeometries", "apiV2", "PUT", "/tours/{id}/geometries"],
  ["deleteTourGeometry", "apiV2", "DELETE", "/tours/{id}/geometries/{geometryId}"],
  ["deleteTourMarkers", "apiV2", "DELETE", "/tours/{id}/markers"],
  ["copyTour", "apiV2", "POST", "/tours/{id}/copy"],
  ["listVoiceLanguages", "apiV2", "GET", "/polly/languages"],
  ["synthesizeMarkerVoice", "apiV2", "PUT", "/polly/tours/{id}/markers/{markerId}/voice"],
  ["listModelCategories", "apiV3", "GET", "/tour/model/category/list"],
  ["listCatalogueModels", "apiV3", "GET", "/tour/model/list"],
  ["listImagePresets", "apiV3", "GET", "/tour/image-preset/list"],
  ["listTourModels", "apiV3", "GET", "/tour/{id}/model/list"],
  ["addTourModel", "apiV3", "POST", "/tour/{id}/model"],
  ["deleteTourModel", "apiV3", "DELETE", "/tour/{id}/model/{modelId}"],
  ["getTourPermission", "apiV3", "GET", "/tour/{id}/permission"],
  ["verifyTourModel", "apiV3", "POST", "/tour/{id}/verification/model"],
  ["listProjects", "apiV2", "GET", "/projects"],
  ["createProject", "apiV2", "POST", "/projects"],
  ["listSharedProjects", "apiV2", "GET", "/projects/shared-list"],
  ["listProjectCoworkers", "apiV2", "GET", "/projects/coworkers"],
  ["createProjectTour", "apiV2", "POST", "/projects/{id}/tours"],
  ["listProjectTours", "apiV2", "GET", "/projects/tours"],
  ["updateProject", "apiV2", "PATCH", "/projects/{id}"],
  ["deleteProject", "apiV2", "DELETE", "/projects/{id}"],
  ["addProjectCoworker", "apiV2", "POST", "/projects/{id}/coworkers"],
  ["removeProjectCoworker", "apiV2", "DELETE", "/projects/{id}/coworkers/{userId}"],
  ["listHostingImages", "apiV2", "GET", "/projects/{id}/images"],
  ["uploadHostingImages", "apiV2", "POST", "/projects/{id}/images"],
  ["getHostingImage", "apiV2", "GET", "/projects/{id}/images/{imageId}"],
  ["updateHostingImage", "apiV2", "PATCH", "/projects/{id}/images/{imageId}"],
  ["deleteHostingImage", "apiV2", "DELETE", "/projects/{id}/images/{imageId}"],
  ["listShareCodes", "apiV3", "GET", "/space/share/code/list"],
  ["createShareCode", "apiV3", "POST", "/space/share/code"],
  ["deleteShareCode", "apiV3", "DELETE", "/space/share/code/{codeId}"],
  ["getShareCode", "apiV3", "GET", "/space/share/code/{codeId}"],
  // House calls: joining with a typed code, the held codes and leaving one, a space's own
  // page and share state, the badge.
  ["joinShareCode", "apiV3", "POST", "/space/share/code/join"],
  ["listHeldShareCodes", "apiV3", "GET", "/space/share/code/held"],
  ["leaveShareCode", "apiV3", "DELETE", "/space/share/code/{codeId}/holding"],
  ["getSpaceShare", "apiV3", "GET", "/space/{spaceId}/share"],
  ["getSpace", "apiV3", "GET", "/space/{spaceId}"],
  ["countUnreadSpaces", "apiV3", "GET", "/space/share/unread"],
  ["shareSpace", "apiV3", "POST", "/space/{spaceId}/share"],
  ["unshareSpace", "apiV3", "DELETE", "/space/{spaceId}/share"],
  ["listSharedSpaces", "apiV3", "GET", "/space/share/list"],
  ["clearSpaceUnread", "apiV3", "DELETE", "/space/{spaceId}/unread"],
  // House calls: creating a group, which the product's list assumes exists.
  ["createEduGroup", "apiV3", "POST", "/edu/group"],
  ["listEduGroups", "apiV3", "GET", "/edu/group/list"],
  ["listEduGroupUsers", "apiV3", "GET", "/edu/group/{groupId}/user/list"],
  ["downloadEduGroupUsers", "apiV3", "POST", "/edu/group/{groupId}/user/download"],
  ["updateEduGroupUser", "apiV3", "PATCH", "/edu/group/{groupId}/user/{userId}"],
  ["createEduGroupUsers", "apiV3", "POST", "/edu/group/{groupId}/users"],
  ["resetEduGroupUserPassword", "apiV3", "POST", "/edu/group/{groupId}/user/{userId}/reset"],
  ["listSpaceComments", "apiV3", "GET", "/space/{spaceId}/comment/list"],
  ["createSpaceComment", "apiV3", "POST", "/space/{spaceId}/comment"],
  ["updateSpaceComment", "apiV3", "PATCH", "/space/{spaceId}/comment/{commentId}"],
  ["deleteSpaceComment", "apiV3", "DELETE", "/space/{spaceId}/comment/{commentId}"],
  ["previewEduSpace", "apiV3", "POST", "/edu/space/{spaceId}/preview"],
  ["submitEduLecture", "apiV3", "PUT", "/edu/space/{spaceId}/lecture/submit"],
  // House calls: the instructor's verdict, a student's own submissions and own group.
  ["reviewEduLecture", "apiV3", "PUT", "/edu/space/{spaceId}/lecture/review"],
  ["listMyLectures", "apiV3", "GET", "/edu/space/lecture/list"],
  ["getMyEduGroup", "apiV3", "GET", "/edu/group/mine"],
  ["listAiImageStyles", "apiV3", "GET", "/edu/ai-image/style/list"],
  ["getAiImageUsage", "apiV3", "GET", "/edu/ai-image/usage"],
  ["listAiImages", "apiV3", "GET", "/edu/ai-image/list"],
  ["listWorkingAiImages", "apiV3", "GET", "/edu/ai-image/working/list"],
  ["listAiImagesByIds", "apiV3", "GET", "/edu/ai-image/list/ids"],
  ["createAiImage", "apiV3", "POST", "/edu/ai-image"],
  ["deleteAiImages", "apiV3", "DELETE", "/edu/ai-image"],
  ["createSceneFromAiImage", "apiV3", "POST", "/edu/tour/{tourId}/scenes/ai-image"],
  ["getInstructorInfo", "apiV3", "GET", "/edu/instructor/info"],
  ["updateInstructorInfo", "apiV3", "PATCH", "/edu/instructor/info"],
  ["getInstructorCertification", "apiV3", "GET", "/edu/instructor/certification/info"],
  ["renewInstructorCertification", "apiV3", "PATCH", "/edu/instructor/certification/renew"],
  ["listInstructorHistory", "apiV3", "GET", "/edu/instructor/history/list"],
  ["deliverLicences", "apiV3", "POST", "/edu/license/delivery"],
  ["listLicences", "apiV3", "GET", "/edu/license/simple/list"],
  ["importTour", "apiV2", "POST", "/projects/{id}/import"],
  ["exportTourPannellum", "apiV1", "GET", "/tours/{id}/export/pannellum"],
  ["downloadPublishedSite", "apiV1", "GET", "/tours/{id}/publish/{version}/site.zip"],
];

describe("the calls of docs/product/calls.md", () => {
  it("are all there and nothing else", () => {
    expect(all.map(([n]) => n).sort()).toEqual(expected.map(([n]) => n).sort());
  });

  it.each(expected)("%s is %s %s %s", (name, service, method, path) => {
    const route = all.find(([n]) => n === name)?.[1];
    expect(route).toMatchObject({ service, method, path });
  });

  it.each([
    ["listWorkingAiImages", "list"],
    ["listAiImagesByIds", "list"],
    ["getTour", "data"],
    ["listProjectTours", "data"],
    ["listHostingImages", "data"],
  ])("%s answers in the %s envelope", (name, envelope) => {
    expect(all.find(([n]) => n === name)?.[1].envelope).toBe(envelope);
  });

  it.each([
    ["listCatalogueModels", "language-code"],
    ["listModelCategories", "language-code"],
    ["listImagePresets", "language-code"],
    ["listInstructorHistory", "langcode"],
    ["listLicences", "langcode"],
  ])("%s carries the %s header", (name, header) => {
    const headers = all.find(([n]) => n === name)?.[1].headers;
    expect(headers).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((headers as z.ZodObject).shape)).toContain(header);
  });

  it.each([
    ["uploadTourFiles", "multipart"],
    ["uploadTourThumbnail", "multipart"],
    ["saveTourGeometries", "multipart"],
    ["uploadHostingImages", "multipart"],
    ["updateHostingImage", "json"],
    ["deleteTourGeometry", "json"],
    ["deleteTourMarkers", "json"],
    ["unshareSpace", "json"],
    ["deleteAiImages", "json"],
  ])("%s sends a %s body", (name, kind) => {
    expect(all.find(([n]) => n === name)?.[1].bodyKind).toBe(kind);
  });
});
