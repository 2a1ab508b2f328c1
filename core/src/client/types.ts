import type { z } from "zod";
import type { ListResult } from "../contract/envelope";
import type { RouteDef } from "../contract/route";

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** A part of the call input: required when its schema has required keys, optional otherwise. */
type Part<Name extends string, S, Value = Input<S>> = [S] extends [z.ZodType]
  ? Record<string, never> extends Value
    ? { readonly [K in Name]?: Value }
    : { readonly [K in Name]: Value }
  : { readonly [K in Name]?: undefined };

/** What travels as the body: JSON per schema, a `FormData` for multipart, fields for a form. */
type BodyPart<R extends RouteDef> = R["bodyKind"] extends "multipart"
  ? { readonly body: FormData }
  : R["bodyKind"] extends "form"
    ? { readonly body: Readonly<Record<string, string>> }
    : Part<"body", R["body"]>;

/** The input of a call: path params, query, body and headers, each typed by the route's schemas. */
export type CallInput<R extends RouteDef> = Part<"params", R["params"]> &
  Part<"query", R["query"]> &
  BodyPart<R> &
  Part<"headers", R["headers"]>;

/** What a call resolves to once the envelope is unwrapped. */
export type CallOutput<R extends RouteDef> = R["envelope"] extends "list"
  ? ListResult<z.output<R["response"]>>
  : z.output<R["response"]>;

/** Per-call options that are not part of the contract. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /** This call's deadline instead of the client's (a large upload needs longer than 30 s). */
  readonly timeoutMs?: number;
  /**
   * Told how much of the request body has been sent. `fetch` cannot report it, so the client hands
   * it to the transport in the request options; a transport that can (XMLHttpRequest) calls it.
   */
  readonly onUploadProgress?: (sentBytes: number, totalBytes: number) => void;
}

/** Arguments of a call: the input may be left out when nothing in it is required. */
export type CallArgs<R extends RouteDef> =
  Record<string, never> extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

/** One typed function per route of a table. */
export type RouteCalls<T extends Record<string, RouteDef>> = {
  readonly [K in keyof T]: (...args: CallArgs<T[K]>) => Promise<CallOutput<T[K]>>;
};
