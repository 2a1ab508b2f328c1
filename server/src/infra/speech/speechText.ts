import type { Language } from "@orbis/core/contract";

/*
 * Engines speak long texts piece by piece: Polly bills and caps 3000 characters per request, and
 * the local engine blocks the event loop while it works, so shorter pieces let requests through
 * between them. Pieces end where sentences end, so the joins fall on the pauses a reader makes.
 */

/** Greedily packs `parts` into pieces of at most `max` characters, joined by `glue`. */
const pack = (parts: readonly string[], max: number, glue: string): string[] => {
  const pieces: string[] = [];
  let current = "";
  for (const part of parts) {
    if (current === "") current = part;
    else if (current.length + glue.length + part.length <= max) current += glue + part;
    else {
      pieces.push(current);
      current = part;
    }
  }
  if (current !== "") pieces.push(current);
  return pieces;
};

/** Splits a string at code points into parts of at most `max` UTF-16 units (last resort). */
const hardSplit = (text: string, max: number): string[] => {
  const parts: string[] = [];
  let current = "";
  for (const ch of text) {
    if (current.length + ch.length > max) {
      parts.push(current);
      current = "";
    }
    current += ch;
  }
  return current === "" ? parts : [...parts, current];
};

/** A sentence too long for one piece, cut between words (ICU finds Japanese word ends too). */
const splitSentence = (sentence: string, max: number, language: Language): string[] => {
  const words = [...new Intl.Segmenter(language, { granularity: "word" }).segment(sentence)]
    .map((s) => s.segment)
    .flatMap((w) => (w.length > max ? hardSplit(w, max) : [w]));
  // Word segments keep their spaces, so they pack back together without glue.
  return pack(words, max, "")
    .map((p) => p.trim())
    .filter((p) => p !== "");
};

/**
 * `text` cut into pieces of at most `max` UTF-16 units (so at most `max` characters however a
 * service counts them), at sentence ends where possible, then at word ends. Blank input gives
 * no pieces; whitespace runs become single spaces, which no engine speaks differently.
 */
export const splitForSpeech = (text: string, max: number, language: Language): string[] => {
  const sentences = [...new Intl.Segmenter(language, { granularity: "sentence" }).segment(text)]
    .map((s) => s.segment.replace(/\s+/g, " ").trim())
    .filter((s) => s !== "")
    .flatMap((s) => (s.length > max ? splitSentence(s, max, language) : [s]));
  return pack(sentences, max, " ");
};
