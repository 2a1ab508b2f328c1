import { describe, expect, it } from "vitest";
import { isSpaceUnread } from "./unread";

const base = { readAt: 100, sharedAt: 50, publishedAt: 60, othersCommentedAt: null };

describe("unread shared spaces", () => {
  it("is unread until first opened", () => {
    expect(isSpaceUnread({ ...base, readAt: null })).toBe(true);
  });

  it("is read when nothing happened since", () => {
    expect(isSpaceUnread(base)).toBe(false);
    expect(isSpaceUnread({ ...base, publishedAt: null })).toBe(false);
  });

  it("is unread again after a republication or someone else's comment", () => {
    expect(isSpaceUnread({ ...base, publishedAt: 101 })).toBe(true);
    expect(isSpaceUnread({ ...base, othersCommentedAt: 101 })).toBe(true);
    expect(isSpaceUnread({ ...base, sharedAt: 101 })).toBe(true);
  });
});
