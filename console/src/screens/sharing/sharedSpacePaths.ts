/** Where a space shared with the user plays, read-only, with its comments (spec §2). */
export const sharedSpacePreviewPath = (spaceId: string): string =>
  `/shared/${encodeURIComponent(spaceId)}/preview`;
