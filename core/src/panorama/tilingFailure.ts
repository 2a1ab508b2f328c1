/*
 * What a creator reads when a panorama could not be tiled for a reason that is not a refusal
 * (a bug, a lost source, a decoder that stopped): the cause itself, so the failure explains
 * itself, without the server's own folders.
 */

/** The longest cause kept, in code points. */
const MAX_CAUSE = 500;

/**
 * The message of a tiling that failed with `cause` (an error's message): server paths are cut
 * to what lies under the first of `folders` they start with (the job's work folder before the
 * data folder that holds it), control characters become spaces, and the cause is cut between
 * code points, so the text is one storable line.
 */
export const tilingFailureMessage = (cause: string, folders: readonly string[]): string => {
  const text = folders.reduce((found, folder) => found.replaceAll(`${folder}/`, ""), cause);
  const line = Array.from(text.replace(/\p{Cc}+/gu, " ").trim())
    .slice(0, MAX_CAUSE)
    .join("");
  return `The panorama could not be tiled: ${line}`;
};
