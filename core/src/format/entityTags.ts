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

/**
 * A stored file's validator, as nginx makes one: its size and modification time in hex. Weak,
 * because it names the content, not the bytes on the wire (a coding may change those).
 */
export const fileEntityTag = (bytes: number, modifiedAtMs: number): string =>
  `W/"${bytes.toString(16)}-${Math.floor(modifiedAtMs).toString(16)}"`;

/**
 * A generated body's validator from a digest of its text (the caller hashes: core runs in the
 * browser too). Weak for the same reason as {@link fileEntityTag}.
 */
export const digestEntityTag = (digest: string): string => `W/"${digest}"`;
