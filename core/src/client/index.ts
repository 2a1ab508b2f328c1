export {
  type ApiClient,
  type ClientOptions,
  type ClientTokens,
  createClient,
  HTTP_TIMEOUT_MS,
} from "./createClient";
export type { CallArgs, CallInput, CallOptions, CallOutput, RouteCalls } from "./types";
