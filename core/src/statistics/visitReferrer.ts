import { referrerHost } from "../contract/entities/pageView";

/** The referrer key of a visit that came from no other site (typed, bookmarked, an app). */
export const DIRECT_REFERRER = "direct";

/**
 * Where a visit came from, as a host only (`Referer: https://blog.example/post?id=1` →
 * `blog.example`): a full referrer can carry another site's tokens. No referrer, one that is
 * not http(s), or this server's own host (`ownHost`, a visitor moving between pages of the
 * site) gives {@link DIRECT_REFERRER}.
 */
export const visitReferrer = (referer: string | undefined, ownHost: string): string => {
  const host = referrerHost(referer);
  if (host === undefined || host === ownHost.toLowerCase()) return DIRECT_REFERRER;
  return host.slice(0, 253);
};
