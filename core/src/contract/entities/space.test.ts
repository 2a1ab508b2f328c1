import { describe, expect, it } from "vitest";
import {
  COMMENT_MAX_LENGTH,
  commentBodySchema,
  commentListQuerySchema,
  shareCodeCreateSchema,
  shareCodeDetailSchema,
  shareCodeSchema,
  sharedSpaceQuerySchema,
  sharedSpaceSchema,
  spaceCommentSchema,
  spaceShareSchema,
  spaceShareStateSchema,
} from "./space";
import { describeSchemas } from "./testing/schemaTable";
import { AT, person } from "./testing/tourSamples";

const code = { codeId: "c1", title: "Class 3-2", code: "K7Q2ZP", spaceCount: 2, createdAt: AT };
const space = {
  spaceId: "t1",
  title: "Lobby",
  thumbnailUrl: null,
  viewUrl: "https://tours.example/t/lobby",
  role: "holder",
  owner: person,
  codeIds: ["c1"],
  commentCount: 4,
  unread: true,
  sharedAt: AT,
  updatedAt: AT,
};
const comment = {
  commentId: "k1",
  spaceId: "t1",
  content: "Nice view!",
  author: person,
  mine: true,
  createdAt: AT,
  updatedAt: AT,
};

describe("space queries", () => {
  it.each([
    [{}, { pageNo: 1, pageSize: 20, sort: "sharedAt", sortDirection: "DESC" }],
    [
      { pageNo: "2", pageSize: "10", sort: "title", sortDirection: "ASC", search: "lobby" },
      { pageNo: 2, pageSize: 10, sort: "title", sortDirection: "ASC", search: "lobby" },
    ],
  ])("shared space query %j reads as %j", (query, parsed) => {
    expect(sharedSpaceQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    [{}, { pageNo: 1, pageSize: 20, sortDirection: "DESC" }],
    [
      { pageNo: "3", sortDirection: "DESC" },
      { pageNo: 3, pageSize: 20, sortDirection: "DESC" },
    ],
  ])("comment query %j reads as %j, always newest first", (query, parsed) => {
    expect(commentListQuerySchema.parse(query)).toEqual(parsed);
  });

  it("pages comments up to a moment, so comments arriving meanwhile do not shift the pages", () => {
    expect(commentListQuerySchema.parse({ pageNo: "2", until: AT }).until).toBe(AT);
    expect(commentListQuerySchema.safeParse({ until: "yesterday" }).success).toBe(false);
  });

  it("never sorts comments oldest first", () => {
    expect(commentListQuerySchema.safeParse({ sortDirection: "ASC" }).success).toBe(false);
  });
});

describeSchemas([
  [
    "shareCodeSchema",
    shareCodeSchema,
    [
      [code, true],
      [{ ...code, code: "k7q2zp" }, false],
      [{ ...code, title: "" }, false],
    ],
  ],
  [
    "shareCodeDetailSchema",
    shareCodeDetailSchema,
    [
      [{ ...code, spaceIds: ["t1", "t2"] }, true],
      [code, false],
    ],
  ],
  [
    "shareCodeCreateSchema",
    shareCodeCreateSchema,
    [
      [{ title: "Class 3-2" }, true],
      [{ title: " " }, false],
      [{ title: "x".repeat(51) }, false],
    ],
  ],
  [
    "spaceShareSchema",
    spaceShareSchema,
    [
      [{ codeIds: ["c1", "c2"] }, true],
      [{ codeIds: [] }, false],
      [{}, false],
    ],
  ],
  [
    "spaceShareStateSchema",
    spaceShareStateSchema,
    [
      [{ spaceId: "t1", codeIds: [] }, true],
      [{ spaceId: "t1" }, false],
    ],
  ],
  [
    "sharedSpaceSchema",
    sharedSpaceSchema,
    [
      [space, true],
      [{ ...space, unread: "yes" }, false],
      [{ ...space, commentCount: 1.5 }, false],
    ],
  ],
  [
    "sharedSpaceQuerySchema",
    sharedSpaceQuerySchema,
    [
      [{ sort: "views" }, false],
      [{ sortDirection: "desc" }, false],
    ],
  ],
  [
    "commentBodySchema",
    commentBodySchema,
    [
      [{ content: "Nice view!" }, true],
      [{ content: "" }, false],
      [{ content: "\n\t " }, false],
      [{ content: "x".repeat(COMMENT_MAX_LENGTH + 1) }, false],
    ],
  ],
  [
    "spaceCommentSchema",
    spaceCommentSchema,
    [
      [comment, true],
      [{ ...comment, commentId: undefined }, false],
      [{ ...comment, createdAt: "yesterday" }, false],
    ],
  ],
]);
