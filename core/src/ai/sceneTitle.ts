import { SCENE_TITLE_MAX_LENGTH } from "../contract/entities/scene";

/** The longest run of whole characters of `text` that is at most `max` UTF-16 units long. */
const fitting = (text: string, max: number): string => {
  let out = "";
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
};

/**
 * The title a scene made from an AI image gets when none is given: its prompt on one line, cut
 * at the last word that fits a scene title (with an ellipsis), so the editor's scene list reads
 * like what was asked for. Lengths count as the title's schema does (UTF-16 units), and a
 * character is never split.
 */
export const aiSceneTitle = (prompt: string): string => {
  const line = prompt.normalize("NFC").trim().replace(/\s+/gu, " ");
  if (line.length <= SCENE_TITLE_MAX_LENGTH) return line;
  const cut = fitting(line, SCENE_TITLE_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > SCENE_TITLE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`;
};
