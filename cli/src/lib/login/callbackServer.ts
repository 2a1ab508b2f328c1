import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ErrorCode } from "@orbis/core/errors";
import { CliError, EXIT } from "../errors";

/** The path the console sends the browser back to. */
export const CALLBACK_PATH = "/callback";

/** What the console hands back on the callback. */
export interface CallbackTokens {
  readonly accessToken: string;
  readonly refreshToken: string | null;
}

/** A one-time callback listener on 127.0.0.1 and a random port. */
export interface CallbackServer {
  readonly callbackUrl: string;
  /** Settles on the first callback with the right `state`, or at the deadline. */
  readonly result: Promise<CallbackTokens>;
  readonly close: () => void;
}

const page = (res: ServerResponse, status: number, title: string, text: string) => {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    // The listener is one-time: no keep-alive socket may hold the CLI open afterwards.
    connection: "close",
  });
  res.end(
    `<!doctype html><meta charset="utf-8"><title>${title}</title><body style="font-family:sans-serif;margin:3em"><h1>${title}</h1><p>${text}</p></body>`,
  );
};

/** The callback's fields: from the query of a GET, or the form body of a POST. */
const readFields = async (req: IncomingMessage, url: URL): Promise<URLSearchParams> => {
  if (req.method !== "POST") return url.searchParams;
  let body = "";
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 64 * 1024) break;
  }
  return new URLSearchParams(body);
};

/**
 * Listens for the browser's return from the console (`login --web`). Only a request carrying
 * the expected `state` counts, so another page cannot slip tokens in; the first such request
 * ends the listener. See the `login` command's help for the contract.
 */
export const startCallbackServer = async (
  state: string,
  timeoutMs: number,
): Promise<CallbackServer> => {
  let settle: { ok: (t: CallbackTokens) => void; fail: (e: Error) => void } | undefined;
  const result = new Promise<CallbackTokens>((ok, fail) => {
    settle = { ok, fail };
  });
  // A refusal may come before anyone awaits the result: it is not an unhandled rejection.
  result.catch(() => undefined);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== CALLBACK_PATH || !["GET", "POST"].includes(req.method ?? ""))
      return page(res, 404, "Not found", "This address only receives the Orbis sign-in.");
    const fields = await readFields(req, url);
    if (fields.get("state") !== state)
      return page(res, 400, "Sign-in refused", "This sign-in was not started by this terminal.");
    const error = fields.get("error");
    const accessToken = fields.get("accessToken");
    if (error !== null || !accessToken) {
      page(res, 200, "Sign-in cancelled", "You can close this tab and return to the terminal.");
      const why = fields.get("message") ?? error ?? "no token was returned";
      return finish(() =>
        settle?.fail(new CliError(ErrorCode.unauthorized, `The browser sign-in failed: ${why}`)),
      );
    }
    page(
      res,
      200,
      "Signed in to the Orbis CLI",
      "You can close this tab and return to the terminal.",
    );
    finish(() => settle?.ok({ accessToken, refreshToken: fields.get("refreshToken") }));
  });
  const timer = setTimeout(() => {
    const seconds = Math.round(timeoutMs / 1000);
    finish(() =>
      settle?.fail(
        new CliError(
          ErrorCode.unauthorized,
          `No sign-in came back from the browser within ${seconds} s`,
          EXIT.auth,
        ),
      ),
    );
  }, timeoutMs);
  const finish = (then: () => void) => {
    clearTimeout(timer);
    server.close();
    server.closeIdleConnections();
    then();
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    callbackUrl: `http://127.0.0.1:${port}${CALLBACK_PATH}`,
    result,
    close: () => finish(() => undefined),
  };
};
