/**
 * How many catalogue models the editor's picker asks for at a time: a grid of three by four, and
 * the shipped catalogue (13 models) already runs to a second page.
 */
export const MODEL_CATALOGUE_PAGE_SIZE = 12;

/**
 * The page of a catalogue list to ask for next, counted from 1, when `loaded` of its `total`
 * models are shown in pages of `pageSize`; null when every model is shown.
 */
export const nextCataloguePage = (
  loaded: number,
  total: number,
  pageSize: number = MODEL_CATALOGUE_PAGE_SIZE,
): number | null => (loaded >= total ? null : Math.floor(loaded / pageSize) + 1);
