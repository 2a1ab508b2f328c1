import { unstorableTextReason } from "@orbis/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type FieldIssue, invalidInput } from "./errors";

/** A route as registered, whatever registered it: the contract, a module's own page, the CDN. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered on an app guarded by {@link guardInputs}, in registration order. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] =>
  registered.get(app) ?? [];

/**
 * The first text in a parsed request part that the database could not store (core's
 * `unstorableTextReason`): strings, object keys and uploaded files' names, however deeply nested.
 * Walks with its own stack: a body of a million nested arrays must not overflow the call stack.
 */
export const firstUnstorableText = (part: string, value: unknown): FieldIssue | null => {
  const stack: { path: string; value: unknown }[] = [{ path: "", value }];
  const at = (path: string, key: string) => (path === "" ? key : `${path}.${key}`);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { path, value: v } = next;
    const text = typeof v === "string" ? v : v instanceof File ? v.name : undefined;
    if (text !== undefined) {
      const reason = unstorableTextReason(text);
      if (reason !== null) return { in: part, path, message: reason };
      continue;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ path: at(path, String(i)), value: v[i] });
    } else if (typeof v === "object" && v !== null) {
      for (const [key, inner] of Object.entries(v).reverse()) {
        const reason = unstorableTextReason(key);
        if (reason !== null) return { in: part, path: at(path, key), message: reason };
        stack.push({ path: at(path, key), value: inner });
      }
    }
  }
  return null;
};

/** The part of an address, decoded; undefined when its percent-encoding is not valid UTF-8. */
const decoded = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    return undefined;
  }
};

/*
 * The address first, before sign-in is checked: Fastify keeps a query value whose escapes are not
 * UTF-8 (`%ED%A0%80`, a surrogate's bytes) as the raw text, so it would slip past the walk below.
 */
const refuseUnstorableAddress = async (request: FastifyRequest): Promise<void> => {
  const [path = "", query = ""] = request.url.split(/\?(.*)/s);
  for (const [part, raw] of [
    ["path", path],
    ["query", query],
  ] as const) {
    const text = decoded(raw);
    const reason =
      text === undefined
        ? "The address is not valid percent-encoded UTF-8."
        : unstorableTextReason(text);
    if (reason !== null) throw invalidInput([{ in: part, path: "", message: reason }]);
  }
};

const refuseUnstorable = async (request: FastifyRequest): Promise<void> => {
  const parts = [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const;
  for (const [part, value] of parts) {
    const issue = firstUnstorableText(part, value);
    if (issue !== null) throw invalidInput([issue]);
  }
};

/**
 * Guards every route of the app, the contract's and the hidden ones (`/i/:imageId`, `/cdn/*`,
 * `/t/*`) alike: a NUL byte or an unpaired surrogate anywhere in the path, the query or the body,
 * or an address whose escapes are not UTF-8, answers 400 naming the part. The contract's schemas refuse them too, with the same rule; this
 * is the one place that also covers routes without a schema and multipart file names, and it
 * runs after multipart parsing and validation. Call before any route is registered.
 */
export const guardInputs = (app: FastifyInstance): void => {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.addHook("onRequest", refuseUnstorableAddress);
  app.addHook("preHandler", refuseUnstorable);
};
