/** A content coding the server sends; `null` is identity. */
export type Coding = "br" | "gzip";

/**
 * The coding to answer with for an `Accept-Encoding` header: brotli when accepted (it is the
 * smaller), then gzip, else identity. Honours `q=0` refusals and the `*` wildcard.
 */
export const chooseCoding = (acceptEncoding: string | undefined): Coding | null => {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name === undefined || name === "") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const candidates = (["br", "gzip"] as const).filter((c) => weightOf(c) > 0);
  if (candidates.length === 0) return null;
  // Equal weights: brotli first; a client that prefers gzip by weight gets gzip.
  return candidates.reduce((best, c) => (weightOf(c) > weightOf(best) ? c : best));
};
