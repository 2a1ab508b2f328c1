/** The path of the CLI's one-time listener (`orbis login --web`). */
export const CLI_CALLBACK_PATH = "/callback";

/** Host names that reach the user's own machine, as `URL` spells them. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * The CLI's callback address taken from a login page's `redirect`, or null when it is not one.
 * Tokens are posted there, and anyone can craft the link: only plain http on the loopback
 * interface with the callback path is accepted, so tokens never leave the user's machine.
 * Credentials in the URL are refused (they would hide the real host from a reader).
 */
export const cliCallbackUrl = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.username !== "" || url.password !== "" || url.pathname !== CLI_CALLBACK_PATH) return null;
  return url.toString();
};

/** What a login page's query asks for: a web sign-in, or the CLI's (plugin mode). */
export type PluginLogin =
  | { readonly kind: "web" }
  | { readonly kind: "cli"; readonly callbackUrl: string; readonly state: string }
  | { readonly kind: "refused"; readonly reason: "redirect" | "state" };

/**
 * Reads `plugin=true`, `redirect` and `state` of the login page the CLI opens. Plugin mode with
 * a callback that is not the CLI's loopback listener, or without a state for the CLI to match,
 * is refused rather than treated as a web login: the user asked to sign a terminal in.
 */
export const pluginLogin = (search: string): PluginLogin => {
  const query = new URLSearchParams(search.replace(/^\?/, ""));
  if (query.get("plugin") !== "true") return { kind: "web" };
  const callbackUrl = cliCallbackUrl(query.get("redirect"));
  if (callbackUrl === null) return { kind: "refused", reason: "redirect" };
  const state = query.get("state");
  if (!state) return { kind: "refused", reason: "state" };
  return { kind: "cli", callbackUrl, state };
};

/** How the CLI's sign-in ended in the browser. */
export type CliCallbackOutcome =
  | { readonly kind: "signedIn"; readonly accessToken: string; readonly refreshToken: string }
  | { readonly kind: "cancelled" };

/** The form fields posted to the CLI's callback: `state` always, then tokens or the error. */
export const cliCallbackFields = (
  state: string,
  outcome: CliCallbackOutcome,
): Readonly<Record<string, string>> =>
  outcome.kind === "signedIn"
    ? { state, accessToken: outcome.accessToken, refreshToken: outcome.refreshToken }
    : { state, error: "cancelled" };
