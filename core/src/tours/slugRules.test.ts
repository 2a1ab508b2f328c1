import { describe, expect, it } from "vitest";
import { slugSchema } from "../contract/entities/publish";
import { fallbackSlug, slugFromTitle, slugProblem, uniqueSlug } from "./slugRules";

describe("slugFromTitle", () => {
  it.each<[string, string | null]>([
    ["Lighthouse", "lighthouse"],
    ["Harbour walk — at dusk!", "harbour-walk-at-dusk"],
    ["  Café Déjà Vu  ", "cafe-deja-vu"],
    ["Straße über Łódź", "strasse-uber-lodz"],
    ["Đà Nẵng Phố Cổ", "da-nang-pho-co"],
    ["Ærø & Øresund", "aero-oresund"],
    ["서울", "seoul"],
    ["경복궁 야경", "gyeongbokgung-yagyeong"],
    ["남산타워 360", "namsantawo-360"],
    ["Busan 부산 Tower", "busan-busan-tower"],
    ["東京タワー", null],
    ["!!", null],
    ["ab", null],
    ["a-b-c", "a-b-c"],
  ])("%j → %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it.each([
    ["a long title cut at a word", "word ".repeat(30), 60],
    ["one long word cut hard", "x".repeat(100), 60],
    ["a short limit", "The quick brown fox jumps", 12],
  ])("%s: fits and stays a valid slug", (_, title, max) => {
    const slug = slugFromTitle(title, max);
    expect(slug).not.toBeNull();
    expect((slug ?? "").length).toBeLessThanOrEqual(max);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it("derives only slugs the contract accepts", () => {
    for (const title of ["Lighthouse", "서울 야경", "Café", "Rock 'n' Roll -- 2024"]) {
      expect(slugSchema.safeParse(slugFromTitle(title)).success).toBe(true);
    }
  });
});

describe("fallbackSlug", () => {
  it.each([
    ["k3j9x2", "tour-k3j9x2"],
    ["AB_cd-12", "tour-abcd12"],
    ["abcdefghijklmnopqrstuvwxyz", "tour-abcdefghijkl"],
  ])("%j → %j", (random, slug) => {
    expect(fallbackSlug(random)).toBe(slug);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });
});

describe("slugProblem", () => {
  it.each([
    ["admin", true],
    ["api", true],
    ["cdn", true],
    ["t", true],
    ["admin-api", true],
    ["lighthouse", false],
    ["admin-tour", false],
  ])("%s reserved: %s", (slug, reserved) => {
    expect(slugProblem(slug) !== null).toBe(reserved);
  });

  it("names the slug in the message", () => {
    expect(slugProblem("api")).toContain('"api"');
  });
});

describe("uniqueSlug", () => {
  it.each<[string, string[], string]>([
    ["lighthouse", [], "lighthouse"],
    ["lighthouse", ["lighthouse"], "lighthouse-2"],
    ["lighthouse", ["lighthouse", "lighthouse-2", "lighthouse-3"], "lighthouse-4"],
    ["lighthouse", ["lighthouse-2"], "lighthouse"],
    ["admin", [], "admin-2"],
    ["x".repeat(64), ["x".repeat(64)], `${"x".repeat(62)}-2`],
  ])("%s with %j taken → %s", (base, taken, slug) => {
    const found = uniqueSlug(base, new Set(taken));
    expect(found).toBe(slug);
    expect(slugSchema.safeParse(found).success).toBe(true);
  });
});
