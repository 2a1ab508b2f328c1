/** Where a space shared with the user plays, read-only, with its comments (docs/product/screens.md). */
export const sharedSpacePreviewPath = (spaceId: string): string =>
  `/shared/${encodeURIComponent(spaceId)}/preview`;
