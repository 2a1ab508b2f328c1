import { describe, expect, it } from "vitest";
import { type SitePage, sitePageSchema } from "./sitePage";

const page = (blocks: unknown[], cover: Record<string, unknown> = {}): unknown => ({
  cover: { picture: null, heading: "Hanok stay", subheading: "Two nights", ...cover },
  blocks,
});
const tour = { type: "tour", id: "tour" };
const text = { type: "text", id: "t1", title: "About", body: "Line one\nLine two" };
const contact = {
  type: "contact",
  id: "c1",
  title: "Contact",
  email: "host@example.com",
  phone: "+82 2-123-4567",
  website: "https://example.com/stay",
  address: "12 Bukchon-ro, Seoul",
};

/** The first issue's path and message of a refused page. */
const refusal = (input: unknown): [string, string] => {
  const result = sitePageSchema.safeParse(input);
  if (result.success) throw new Error("the page was accepted");
  const issue = result.error.issues[0];
  return [issue?.path.join(".") ?? "", issue?.message ?? ""];
};

describe("sitePageSchema", () => {
  it("accepts a page with each kind of block and keeps it as sent", () => {
    const input = page([
      text,
      tour,
      contact,
      { type: "image", id: "i1", picture: { kind: "scene", sceneId: "s1" }, caption: "" },
      { type: "image", id: "i2", picture: { kind: "upload", imageId: "u1" }, caption: "" },
    ]);
    expect(sitePageSchema.parse(input)).toEqual(input as SitePage);
  });

  it.each<[string, unknown, string, RegExp]>([
    ["no tour", page([text]), "blocks", /exactly once \(found 0\)/],
    ["two tours", page([tour, { ...tour, id: "tour2" }]), "blocks", /found 2/],
    ["a repeated id", page([tour, text, { ...text }]), "blocks.2.id", /unique/],
    ["an unsafe id", page([{ ...tour, id: "a b" }]), "blocks.0.id", /letters/],
    [
      "a javascript: website",
      page([tour, { ...contact, website: "javascript:alert(1)" }]),
      "blocks.1.website",
      /http/,
    ],
    [
      "a data: website",
      page([tour, { ...contact, website: "data:text/html,x" }]),
      "blocks.1.website",
      /http/,
    ],
    ["a bad email", page([tour, { ...contact, email: "not-an-email" }]), "blocks.1.email", /email/],
    [
      "an email with a query",
      page([tour, { ...contact, email: "a@b.c?cc=x@y.z" }]),
      "blocks.1.email",
      /email/,
    ],
    [
      "a phone with letters",
      page([tour, { ...contact, phone: "call me" }]),
      "blocks.1.phone",
      /phone/,
    ],
    [
      "a long heading",
      page([tour], { heading: "h".repeat(121) }),
      "cover.heading",
      /121|120|big|long/i,
    ],
    [
      "a long body",
      page([tour, { ...text, body: "b".repeat(5001) }]),
      "blocks.1.body",
      /5000|big|long/i,
    ],
    [
      "an unknown block",
      page([tour, { type: "html", id: "x", html: "<b>" }]),
      "blocks.1.type",
      /./,
    ],
    [
      "a picture by address",
      page([
        tour,
        { type: "image", id: "i", picture: { kind: "url", url: "https://x" }, caption: "" },
      ]),
      "blocks.1.picture.kind",
      /./,
    ],
    ["a NUL in a title", page([tour, { ...text, title: "a\u0000" }]), "blocks.1.title", /NUL/],
  ])("refuses %s, naming the field", (_, input, path, message) => {
    const [where, why] = refusal(input);
    expect(where).toBe(path);
    expect(why).toMatch(message);
  });

  it("refuses more than 30 blocks", () => {
    const texts = Array.from({ length: 30 }, (_, i) => ({ ...text, id: `t${i}` }));
    expect(refusal(page([tour, ...texts]))[0]).toBe("blocks");
  });

  it("accepts a contact block with every field empty", () => {
    const empty = { ...contact, email: "", phone: "", website: "", address: "" };
    expect(sitePageSchema.safeParse(page([tour, empty])).success).toBe(true);
  });
});
