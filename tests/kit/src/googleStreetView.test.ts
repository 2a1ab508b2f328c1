import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GoogleDouble, STREET_VIEW_CLIENT, startGoogleDouble } from "./googleStreetView";

/* The stand-in for Google answers Google's documented shapes, refusals included. */

describe("the Street View Google double", () => {
  let google: GoogleDouble;
  beforeAll(async () => {
    google = await startGoogleDouble();
  });
  afterAll(() => google.close());

  const token = (form: Record<string, string>) =>
    fetch(`${google.url}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: STREET_VIEW_CLIENT.id,
        client_secret: STREET_VIEW_CLIENT.secret,
        ...form,
      }),
    });

  it("consents, trades the code once for tokens, and refuses a reused code as invalid_grant", async () => {
    const consent = await fetch(
      `${google.url}/auth?${new URLSearchParams({
        client_id: STREET_VIEW_CLIENT.id,
        redirect_uri: "http://orbis.test/callback",
        scope: "openid https://www.googleapis.com/auth/streetviewpublish",
        state: "s1",
      })}`,
      { redirect: "manual" },
    );
    const back = new URL(consent.headers.get("location") ?? "");
    expect(back.searchParams.get("state")).toBe("s1");
    const code = back.searchParams.get("code") ?? "";
    const first = await token({ grant_type: "authorization_code", code });
    expect(await first.json()).toMatchObject({ refresh_token: google.refreshTokens.at(-1) });
    const again = await token({ grant_type: "authorization_code", code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses the API without a token in Google's error shape", async () => {
    const res = await fetch(`${google.url}/v1/photo:startUpload`, { method: "POST" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: {
        code: 401,
        message: "Request had invalid authentication credentials.",
        status: "UNAUTHENTICATED",
      },
    });
  });
});
