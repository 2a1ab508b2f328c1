/** The moments that decide whether a shared space is unread for one holder (epoch milliseconds). */
export interface UnreadMoments {
  /** When the holder last opened the space or cleared its alert; null if never. */
  readonly readAt: number | null;
  /** When the space was first shared through a code the holder holds. */
  readonly sharedAt: number;
  /** When the tour was last published; null if it is not online. */
  readonly publishedAt: number | null;
  /** When someone other than the holder last commented; null if nobody has. */
  readonly othersCommentedAt: number | null;
}

/**
 * Whether a shared space shows the unread alert: something happened since the holder last
 * looked (it was shared, republished, or someone else commented). The holder's own comments
 * never raise it.
 */
export const isSpaceUnread = (moments: UnreadMoments): boolean => {
  const latest = Math.max(
    moments.sharedAt,
    moments.publishedAt ?? Number.NEGATIVE_INFINITY,
    moments.othersCommentedAt ?? Number.NEGATIVE_INFINITY,
  );
  return moments.readAt === null || latest > moments.readAt;
};
