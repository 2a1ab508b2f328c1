import type { HttpMethod, ServiceName } from "../route";

/** A `METHOD path` found in the calls section of the spec. */
export interface ParsedCall {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  readonly path: string;
}

/** What the parser found: the calls, and `METHOD word` pairs it did not take for a call. */
export interface ParsedSpecCalls {
  readonly calls: ParsedCall[];
  readonly skipped: string[];
}

const METHOD = "GET|POST|PUT|PATCH|DELETE";
const CALL = new RegExp(`\\b(${METHOD})(?: and (${METHOD}))? (\\S+)`, "g");

/** The service of a `### …` heading of spec §7, or undefined for an unknown heading. */
export const serviceOfHeading = (heading: string): ServiceName | undefined => {
  if (/identity/i.test(heading)) return "identityV1";
  if (/payments/i.test(heading)) return "pay";
  if (/metadata/i.test(heading)) return "site";
  const version = /\(v([123])\)/.exec(heading)?.[1];
  return version === undefined ? undefined : (`apiV${version}` as ServiceName);
};

/** A spec path as the table writes it: leading slash, no trailing sentence punctuation. */
export const cleanSpecPath = (raw: string): string => {
  const trimmed = raw.replace(/[.,;:)]+$/, "");
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
};

/**
 * Extracts every `METHOD /path` and `METHOD path` (also `GET and PATCH path`) of section 7 of the
 * spec's markdown. A word after a method only counts as a path when it holds a slash, so prose
 * like "POST form-encoded" lands in `skipped`. A line naming "identity service v2" moves its calls
 * to `identityV2`.
 */
export const parseSpecCalls = (markdown: string): ParsedSpecCalls => {
  const start = markdown.search(/^## 7\./m);
  if (start < 0) throw new Error("The spec has no section 7");
  const rest = markdown.slice(start);
  const end = rest.slice(1).search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end + 1);
  const calls: ParsedCall[] = [];
  const skipped: string[] = [];
  let service: ServiceName | undefined;
  for (const line of section.split("\n")) {
    if (line.startsWith("### ")) {
      service = serviceOfHeading(line);
      continue;
    }
    for (const match of line.matchAll(CALL)) {
      const [text, first, second, word] = match;
      if (!word?.includes("/")) {
        skipped.push(text);
        continue;
      }
      if (service === undefined) throw new Error(`A call outside a known subsection: ${line}`);
      const lineService = /identity service v2/i.test(line) ? "identityV2" : service;
      for (const method of [first, second]) {
        if (method !== undefined) {
          calls.push({
            service: lineService,
            method: method as HttpMethod,
            path: cleanSpecPath(word),
          });
        }
      }
    }
  }
  return { calls, skipped };
};
