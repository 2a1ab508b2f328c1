import { describe, expect, it } from "vitest";
import type { SitePage } from "../contract/entities/sitePage";
import {
  addSiteBlock,
  contactLinks,
  defaultSitePage,
  moveSiteBlock,
  newSiteBlock,
  paragraphsOf,
  pictureUrl,
  removeSiteBlock,
  replaceSiteBlock,
  sitePagePictureProblems,
} from "./sitePage";

const base: SitePage = {
  cover: { picture: null, heading: "H", subheading: "" },
  blocks: [
    { type: "tour", id: "tour" },
    { type: "text", id: "a", title: "A", body: "" },
    { type: "text", id: "b", title: "B", body: "" },
  ],
};
const ids = (page: SitePage) => page.blocks.map((b) => b.id);

describe("defaultSitePage", () => {
  it.each<[string, string, string, string]>([
    ["Hanok stay", "Two nights in Bukchon\nmore", "Hanok stay", "Two nights in Bukchon"],
    ["  Spaced  ", "", "Spaced", ""],
    ["t".repeat(130), "", `${"t".repeat(119)}…`, ""],
  ])("%j, %j → heading %j, subheading %j", (title, description, heading, subheading) => {
    expect(defaultSitePage({ title, description })).toEqual({
      cover: { picture: null, heading, subheading },
      blocks: [{ type: "tour", id: "tour" }],
    });
  });
});

describe("paragraphsOf", () => {
  it.each<[string, string[][]]>([
    ["one", [["one"]]],
    ["a\nb", [["a", "b"]]],
    ["a\n\nb", [["a"], ["b"]]],
    ["a\r\n \r\nb\r\nc", [["a"], ["b", "c"]]],
    ["\n\n  \n", []],
    ["<b>x</b>", [["<b>x</b>"]]],
  ])("%j → %j", (body, paragraphs) => {
    expect(paragraphsOf(body)).toEqual(paragraphs);
  });
});

describe("contactLinks", () => {
  const none = { email: "", phone: "", website: "", address: "" };
  it.each<[string, Partial<typeof none>, { kind: string; text: string; href: string | null }[]]>([
    ["nothing", {}, []],
    ["an email", { email: "a@b.co" }, [{ kind: "email", text: "a@b.co", href: "mailto:a@b.co" }]],
    [
      "a phone",
      { phone: "+82 (2) 123-4567" },
      [{ kind: "phone", text: "+82 (2) 123-4567", href: "tel:+8221234567" }],
    ],
    [
      "a website",
      { website: "https://x.kr/a" },
      [{ kind: "website", text: "x.kr/a", href: "https://x.kr/a" }],
    ],
    ["an address", { address: "Seoul" }, [{ kind: "address", text: "Seoul", href: null }]],
    ["a javascript: website", { website: "javascript:alert(1)" }, []],
    ["a mailto: with a query", { email: "a@b.co?body=x" }, []],
  ])("%s", (_, fields, links) => {
    expect(contactLinks({ ...none, ...fields })).toEqual(links);
  });
});

describe("block edits", () => {
  it("adds at the end, but not a second tour or a taken id", () => {
    expect(ids(addSiteBlock(base, newSiteBlock("contact", "c")))).toEqual(["tour", "a", "b", "c"]);
    expect(addSiteBlock(base, newSiteBlock("tour", "t2"))).toBe(base);
    expect(addSiteBlock(base, newSiteBlock("image", "a"))).toBe(base);
  });

  it.each<[string, -1 | 1, string[]]>([
    ["a", -1, ["a", "tour", "b"]],
    ["a", 1, ["tour", "b", "a"]],
    ["tour", -1, ["tour", "a", "b"]],
    ["b", 1, ["tour", "a", "b"]],
    ["zz", 1, ["tour", "a", "b"]],
  ])("moves %s by %i", (id, by, order) => {
    expect(ids(moveSiteBlock(base, id, by))).toEqual(order);
  });

  it("removes any block but the tour's", () => {
    expect(ids(removeSiteBlock(base, "a"))).toEqual(["tour", "b"]);
    expect(removeSiteBlock(base, "tour")).toBe(base);
  });

  it("replaces a block of the same id and kind only", () => {
    const edited = replaceSiteBlock(base, { type: "text", id: "a", title: "New", body: "x" });
    expect(edited.blocks[1]).toEqual({ type: "text", id: "a", title: "New", body: "x" });
    expect(replaceSiteBlock(base, { type: "tour", id: "a" })).toEqual(base);
  });
});

describe("sitePagePictureProblems", () => {
  it("names the cover and each image block whose picture the tour lacks", () => {
    const page: SitePage = {
      cover: { picture: { kind: "scene", sceneId: "gone" }, heading: "", subheading: "" },
      blocks: [
        { type: "tour", id: "tour" },
        { type: "image", id: "i1", picture: { kind: "scene", sceneId: "s1" }, caption: "" },
        { type: "image", id: "i2", picture: { kind: "upload", imageId: "other" }, caption: "" },
        { type: "image", id: "i3", picture: null, caption: "" },
        { type: "image", id: "i4", picture: { kind: "upload", imageId: "u1" }, caption: "" },
        { type: "image", id: "i5", picture: { kind: "upload", imageId: "s1" }, caption: "" },
      ],
    };
    const pictures = { sceneIds: new Set(["s1"]), imageIds: new Set(["u1"]) };
    expect(
      sitePagePictureProblems(page, pictures).map((p) => [p.path.join("."), p.message]),
    ).toEqual([
      ["cover.picture", "Must be a scene of this tour."],
      ["blocks.2.picture", "Must be a picture uploaded for this tour's page."],
      ["blocks.5.picture", "Must be a picture uploaded for this tour's page."],
    ]);
  });
});

describe("pictureUrl", () => {
  const urls = {
    scenes: new Map([["s1", "/cdn/s1.jpg"]]),
    images: new Map([["u1", "/cdn/u1.webp"]]),
  };
  it.each<[string, Parameters<typeof pictureUrl>[0], string | null]>([
    ["none", null, null],
    ["a scene", { kind: "scene", sceneId: "s1" }, "/cdn/s1.jpg"],
    ["an upload", { kind: "upload", imageId: "u1" }, "/cdn/u1.webp"],
    ["a missing scene", { kind: "scene", sceneId: "u1" }, null],
    ["a missing upload", { kind: "upload", imageId: "s1" }, null],
  ])("%s", (_, picture, url) => {
    expect(pictureUrl(picture, urls)).toBe(url);
  });
});
