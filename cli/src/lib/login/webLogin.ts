import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { startCallbackServer } from "./callbackServer";
import { emailOf, type SignedIn } from "./signIn";

/** The console page that signs the browser in and calls the CLI back (plugin mode). */
export const webLoginUrl = (apiUrl: string, callbackUrl: string, state: string): string => {
  const url = new URL("/builder/login", apiUrl);
  url.searchParams.set("plugin", "true");
  url.searchParams.set("redirect", callbackUrl);
  url.searchParams.set("state", state);
  return url.toString();
};

/**
 * The command that opens a URL: `$BROWSER` when set (also how tests stand in for a browser),
 * else the platform's opener.
 */
export const openerFor = (
  url: string,
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): { command: string; args: string[] } => {
  if (env.BROWSER) return { command: env.BROWSER, args: [url] };
  if (platform === "darwin") return { command: "open", args: [url] };
  if (platform === "win32")
    return { command: "rundll32", args: ["url.dll,FileProtocolHandler", url] };
  return { command: "xdg-open", args: [url] };
};

/** Opens the URL in a browser; false when no opener could be started (the URL is printed anyway). */
export const openBrowser = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const { command, args } = openerFor(url);
    const child = spawn(command, args, { stdio: "ignore", detached: true });
    child.once("error", () => resolve(false));
    child.once("spawn", () => {
      child.unref();
      resolve(true);
    });
  });

/** Options of {@link webSignIn}. */
export interface WebSignInOptions {
  readonly apiUrl: string;
  readonly timeoutMs: number;
  /** False with `--no-browser`: only print the address. */
  readonly open: boolean;
  /** Where to tell the user what is happening (stderr). */
  readonly say: (line: string) => void;
}

/**
 * `orbis login --web`: a one-time callback on 127.0.0.1, the console's login page opened with
 * `plugin=true`, the callback's `redirect` and a random `state`; the tokens that come back are
 * checked against the server (`getMe`) before they are kept.
 */
export const webSignIn = async (options: WebSignInOptions): Promise<SignedIn> => {
  const state = randomBytes(24).toString("base64url");
  const callback = await startCallbackServer(state, options.timeoutMs);
  try {
    const url = webLoginUrl(options.apiUrl, callback.callbackUrl, state);
    const opened = options.open && (await openBrowser(url));
    options.say(
      opened
        ? `Opened your browser to sign in. If it did not open, visit:\n  ${url}`
        : `Open this address in a browser to sign in:\n  ${url}`,
    );
    options.say("Waiting for the browser…");
    const tokens = await callback.result;
    return { ...tokens, email: await emailOf(options.apiUrl, tokens.accessToken) };
  } finally {
    callback.close();
  }
};
