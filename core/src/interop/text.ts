import { MARKER_TEXT_MAX_LENGTH } from "../contract/entities/marker";

/** Longest scene, tour and info-marker title of the contract. */
export const TITLE_MAX_LENGTH = 100;

/** True when `text` holds something that looks like an HTML tag or entity. */
export const looksLikeHtml = (text: string): boolean => /<[a-z/!][^>]*>|&#?\w+;/i.test(text);

/** `text` cut to `max` characters, ending with an ellipsis when cut. */
export const shorten = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** A contract-valid title: `value` shortened, or `fallback` when blank. */
export const fitTitle = (value: string | undefined, fallback: string): string => {
  const candidate = value !== undefined && /\S/.test(value) ? value : fallback;
  return shorten(candidate, TITLE_MAX_LENGTH);
};

/**
 * The title and text of an info marker from a single hot spot text, the inverse of
 * {@link joinInfoText}: the first line is the title, the rest the text. A first line too long
 * for a title is shortened into one and the whole text kept.
 */
export const splitInfoText = (whole: string): { title: string; text: string } => {
  const newline = whole.indexOf("\n");
  const first = newline < 0 ? whole : whole.slice(0, newline);
  const rest = newline < 0 ? "" : whole.slice(newline + 1);
  if (!/\S/.test(first)) {
    return { title: fitTitle(rest.split("\n")[0], "Info"), text: shortenText(rest) };
  }
  if (first.length > TITLE_MAX_LENGTH)
    return { title: fitTitle(first, "Info"), text: shortenText(whole) };
  return { title: first, text: shortenText(rest) };
};

/** An info marker's title and text as one hot spot text: the title, a line break, the text. */
export const joinInfoText = (title: string, text: string): string =>
  text === "" ? title : `${title}\n${text}`;

/** `text` within the contract's info-text length. */
export const shortenText = (text: string): string => shorten(text, MARKER_TEXT_MAX_LENGTH);
