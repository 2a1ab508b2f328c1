import { request } from "node:http";
import { apiAs, freshEmail, loginAs, publishedTourVia, registerAccount } from "@orbis/testkit";
import { type GoogleDouble, startGoogleDouble } from "@orbis/testkit/googleStreetView";
import { type RunningServer, startServer } from "@orbis/testkit/serverProcess";
import { serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInStorage } from "../../testing/signedInStorage";
import { fill, renderConsoleAt } from "../auth/testing/renderConsoleAt";

/*
 * The Street View account on a server of this file's own, pointed at the kit's stand-in for
 * Google (consent, tokens, user info and the Street View Publish API): the one part of the
 * journey that is not ours. The browser's trip to Google's consent page is made with Node's client.
 */

const happyDom = () => (window as unknown as HappyDomWindow).happyDOM;

let google: GoogleDouble;
let server: RunningServer;
beforeAll(async () => {
  google = await startGoogleDouble();
  server = await startServer({ env: { ...google.env, RATE_LIMIT: "false" } });
  happyDom().setURL(`${server.origin}/`);
}, 120_000);

afterAll(async () => {
  happyDom().setURL(`${serverOrigin()}/`);
  await server?.stop();
  await google?.close();
});

afterEach(cleanup);

/** Where a GET of `url` redirects, read with Node's client: the page's fetch would apply CORS. */
const redirectOf = (url: string): Promise<string> =>
  new Promise((resolve, reject) => {
    request(url, (response) => {
      response.resume();
      resolve(String(response.headers.location ?? ""));
    })
      .on("error", reject)
      .end();
  });

describe("the Street View account with Google configured", () => {
  it("shows the linked account, publishes a scene to published with its Maps link, and unlinks", async () => {
    const account = await registerAccount(server.origin, server.dataDir, freshEmail("sv-linked"));
    const session = await loginAs(server.origin, account);
    const api = apiAs(server.origin, session);
    await publishedTourVia(api, "Harbour");

    // Google's consent, then its return to Orbis, as the browser would follow them.
    const { authorizationUrl } = await api.startStreetViewLink();
    const screenUrl = new URL(await redirectOf(await redirectOf(authorizationUrl)));
    expect(`${screenUrl.pathname}${screenUrl.search}`).toBe("/mypage/streetview?link=linked");

    await renderConsoleAt(
      "/mypage/streetview?link=linked",
      await signedInStorage(session),
      server.origin,
    );
    expect(await screen.findByText("Your Google account is linked.")).toBeTruthy();
    expect(await screen.findByText("Linked to maps.creator@example.com.")).toBeTruthy();

    fill(
      "Project",
      (await screen.findByRole("option", { name: "Harbour project" })).getAttribute("value") ?? "",
    );
    fill(
      "Tour",
      (await screen.findByRole("option", { name: "Harbour" })).getAttribute("value") ?? "",
    );
    const scene = await waitFor(() => {
      const options = screen.getAllByRole("option").filter((o) => !o.hasAttribute("disabled"));
      const found = options.find(
        (o) =>
          o.closest("select")?.id === screen.getByLabelText("Scene").id &&
          o.getAttribute("value") !== "",
      );
      if (found === undefined) throw new Error("no publishable scene yet");
      return found;
    });
    fill("Scene", scene.getAttribute("value") ?? "");
    fill("Latitude", "37.5665");
    fill("Longitude", "126.978");
    fireEvent.click(screen.getByRole("button", { name: "Publish to Street View" }));

    await waitFor(
      async () => {
        fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
        expect(await screen.findByText("Published")).toBeTruthy();
      },
      { timeout: 30_000, interval: 500 },
    );
    const maps = screen.getByRole("link", { name: "Open in Google Maps" });
    expect(maps.getAttribute("href")).toContain(google.photos.at(-1)?.id ?? "?");
    expect(google.photos.at(-1)?.pose).toEqual({
      latLngPair: { latitude: 37.5665, longitude: 126.978 },
      heading: 0,
    });

    fireEvent.click(screen.getByRole("button", { name: "Unlink" }));
    expect(await screen.findByRole("button", { name: "Link a Google account" })).toBeTruthy();
    expect(screen.getByText("No Google account is linked.")).toBeTruthy();
    // The publish stays listed with its outcome.
    expect(screen.getByText("Published")).toBeTruthy();
  });
});
