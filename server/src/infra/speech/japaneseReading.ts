import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/*
 * espeak-ng's Japanese voice reads kana only: every kanji comes out as the English words "Chinese
 * letter" and digits as silence (checked with its phoneme output). Real texts are mostly kanji,
 * so Japanese goes through kuromoji (a morphological analyser with the IPA dictionary, pure JS)
 * first and espeak gets each word's pronunciation in katakana, particles included (は → ワ).
 * The dictionary takes ~0.8 s to load and ~280 MB while loaded, so it loads on the first
 * Japanese text and is let go after a quiet spell.
 */

/** The fields of a kuromoji token this file reads. */
interface Token {
  readonly surface_form: string;
  readonly pronunciation?: string;
}
interface Tokenizer {
  tokenize(text: string): Token[];
}
interface Kuromoji {
  builder(options: { dicPath: string }): {
    build(done: (error: Error | null, tokenizer: Tokenizer) => void): void;
  };
}

const requireHere = createRequire(import.meta.url);
const IDLE_MS = 10 * 60_000;
let loading: Promise<Tokenizer> | undefined;
let idle: NodeJS.Timeout | undefined;

const tokenizer = (): Promise<Tokenizer> => {
  clearTimeout(idle);
  idle = setTimeout(() => {
    loading = undefined;
  }, IDLE_MS).unref();
  loading ??= new Promise<Tokenizer>((resolve, reject) => {
    const kuromoji = requireHere("kuromoji") as Kuromoji;
    const dicPath = join(dirname(requireHere.resolve("kuromoji/package.json")), "dict");
    kuromoji.builder({ dicPath }).build((error, t) => (error ? reject(error) : resolve(t)));
  }).catch((error: unknown) => {
    loading = undefined; // a failed load is retried by the next text
    throw error;
  });
  return loading;
};

const DIGITS = "〇一二三四五六七八九";
const digit = (d: string | undefined) => DIGITS[Number(d)] ?? "";

/** 1–9999 in kanji: 1958 → 千九百五十八 (a leading 一 is silent before 千, 百 and 十). */
const smallNumber = (n: string) =>
  [...n.padStart(4, "0")]
    .map((d, i) =>
      d === "0" ? "" : (d === "1" && i < 3 ? "" : digit(d)) + ["千", "百", "十", ""][i],
    )
    .join("");

/** A run of digits in kanji numerals, grouped by 万, 億 and 兆 as they are read. */
export const kanjiNumber = (digits: string): string => {
  const n = digits.replace(/^0+(?=\d)/, "");
  if (n === "0") return "零";
  if (n.length > 16) return [...n].map(digit).join(""); // read as a code, digit by digit
  const groups: string[] = [];
  for (let end = n.length; end > 0; end -= 4) groups.unshift(n.slice(Math.max(0, end - 4), end));
  const units = ["兆", "億", "万", ""].slice(4 - groups.length);
  return groups.map((g, i) => (Number(g) === 0 ? "" : smallNumber(g) + units[i])).join("");
};

/**
 * A Japanese text as espeak-ng can speak it: words in katakana pronunciation, separated by spaces
 * (so a Latin word is not taken to continue into the kana after it), numbers as words.
 */
export const japaneseReading = async (text: string): Promise<string> => {
  const normal = text
    .normalize("NFKC") // full-width digits and Latin, half-width kana → their usual forms
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(
      /(\d+)\.(\d+)/g,
      (_, i: string, f: string) => `${kanjiNumber(i)}点${[...f].map(digit).join("")}`,
    )
    .replace(/\d+/g, kanjiNumber);
  return (await tokenizer())
    .tokenize(normal)
    .map((t) =>
      t.pronunciation === undefined || t.pronunciation === "*" ? t.surface_form : t.pronunciation,
    )
    .filter((w) => w.trim() !== "")
    .join(" ");
};
