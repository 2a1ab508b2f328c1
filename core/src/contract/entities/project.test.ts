import { describe, expect, it } from "vitest";
import {
  coworkerSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectQuerySchema,
  projectSchema,
  sharedProjectSchema,
  tourPermissionSchema,
} from "./project";
import { describeSchemas } from "./testing/schemaTable";
import { AT, person } from "./testing/tourSamples";
import { tourCreateSchema, tourListItemSchema, tourListQuerySchema } from "./tourList";

const project = {
  id: "p1",
  name: "Head office",
  kind: "contents",
  owner: person,
  coworkers: [{ ...person, id: "u2", role: "editor" }],
  tourCount: 3,
  thumbnailUrl: null,
  createdAt: AT,
  updatedAt: AT,
};

describe("projects", () => {
  describeSchemas([
    [
      "projectSchema",
      projectSchema,
      [
        [project, true],
        [{ ...project, kind: "hosting", coworkers: [] }, true],
        [{ ...project, kind: "shared-contents" }, false],
        [{ ...project, tourCount: -1 }, false],
      ],
    ],
    [
      "coworkerSchema",
      coworkerSchema,
      [
        [{ ...person, role: "viewer" }, true],
        [{ ...person, role: "owner" }, false],
      ],
    ],
    [
      "sharedProjectSchema",
      sharedProjectSchema,
      [
        [{ ownerID: "u2", projectID: "p9", name: "Theirs", owner: person }, true],
        [{ ownerId: "u2", projectId: "p9", name: "Theirs", owner: person }, false],
      ],
    ],
    [
      "projectCreateSchema",
      projectCreateSchema,
      [
        [{ name: "New", kind: "contents" }, true],
        [{ name: "From a tour", kind: "contents", tourId: "t1" }, true],
        [{ name: "Images", kind: "hosting" }, true],
        [{ name: "", kind: "contents" }, false],
        [{ name: "New", kind: "site" }, false],
      ],
    ],
    [
      "projectListQuerySchema",
      projectListQuerySchema,
      [
        [{}, true],
        [{ owner: "u1" }, true],
      ],
    ],
    [
      "projectQuerySchema",
      projectQuerySchema,
      [
        [{ proj: "p1" }, true],
        [{}, false],
      ],
    ],
    [
      "tourPermissionSchema",
      tourPermissionSchema,
      [
        [{ role: "coworker", canView: true, canEdit: true, canPublish: false }, true],
        [{ role: "stranger", canView: false, canEdit: false, canPublish: false }, false],
      ],
    ],
  ]);
});

describe("tour list", () => {
  it.each([
    [{ proj: "p1" }, { proj: "p1", offset: 0, limit: 20, sortby: "-updatedAt" }],
    [
      { proj: "p1", offset: "40", limit: "10", sortby: "title", search: "lobby", publish: "true" },
      { proj: "p1", offset: 40, limit: 10, sortby: "title", search: "lobby", publish: true },
    ],
    [
      { proj: "p1", publish: "false" },
      { proj: "p1", offset: 0, limit: 20, sortby: "-updatedAt", publish: false },
    ],
  ])("query %j reads as %j", (query, parsed) => {
    expect(tourListQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    {},
    { proj: "p1", offset: "-1" },
    { proj: "p1", limit: "0" },
    { proj: "p1", limit: "101" },
    { proj: "p1", sortby: "views" },
    { proj: "p1", publish: "yes please" },
  ])("query %j is refused", (query) => {
    expect(tourListQuerySchema.safeParse(query).success).toBe(false);
  });

  const item = {
    id: "t1",
    projectId: "p1",
    title: "Lobby",
    thumbnailUrl: "/cdn/t1/thumb.jpg",
    sceneCount: 0,
    published: false,
    slug: null,
    publishedAt: null,
    createdAt: AT,
    updatedAt: AT,
  };

  describeSchemas([
    [
      "tourListItemSchema",
      tourListItemSchema,
      [
        [item, true],
        [{ ...item, published: true, slug: "lobby", publishedAt: AT }, true],
        [{ ...item, thumbnailUrl: "thumb.jpg" }, false],
      ],
    ],
    [
      "tourCreateSchema",
      tourCreateSchema,
      [
        [{ title: "Lobby" }, true],
        [{ title: "" }, false],
      ],
    ],
  ]);
});
