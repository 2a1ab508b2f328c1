import { serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import type { Window as HappyDomWindow } from "happy-dom";

/*
 * Setup file: DOM tests call the test server from the page, so the page lives on the server's
 * origin (same origin: no CORS involved, as when the server serves the console). Tests running
 * in Node have no page.
 */
if (typeof window !== "undefined" && "happyDOM" in window) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${serverOrigin()}/`);
}
