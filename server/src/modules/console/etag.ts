/**
 * Whether an `If-None-Match` header names `etag` (or `*`): the weak comparison RFC 9110 asks
 * for on GET and HEAD, so `W/"x"` matches `"x"`.
 */
export const etagMatches = (header: string | undefined, etag: string): boolean => {
  const wanted = etag.replace(/^W\//, "");
  return (header ?? "").split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === wanted;
  });
};
