import { describe, expect, it } from "vitest";
import {
  canMoveStreetViewPublish,
  isStreetViewOutcome,
  STREET_VIEW_PUBLISH_STATES,
  STREET_VIEW_SCOPE,
  stateOfMapsStatus,
  streetViewAuthorizationUrl,
  streetViewPose,
  streetViewSizeProblem,
  streetViewStatesBefore,
} from "./rules";

describe("a Street View publish's lifecycle", () => {
  it("goes pending → uploading → published or failed, and an outcome never moves", () => {
    expect(canMoveStreetViewPublish("pending", "uploading")).toBe(true);
    expect(canMoveStreetViewPublish("uploading", "published")).toBe(true);
    expect(canMoveStreetViewPublish("uploading", "failed")).toBe(true);
    expect(canMoveStreetViewPublish("pending", "published")).toBe(false);
    for (const to of STREET_VIEW_PUBLISH_STATES) {
      expect(canMoveStreetViewPublish("published", to)).toBe(false);
      expect(canMoveStreetViewPublish("failed", to)).toBe(false);
    }
    expect(STREET_VIEW_PUBLISH_STATES.filter(isStreetViewOutcome)).toEqual(["published", "failed"]);
  });

  it("hands an interrupted upload back to pending", () => {
    expect(streetViewStatesBefore("pending")).toEqual(["uploading"]);
    expect(streetViewStatesBefore("failed")).toEqual(["pending", "uploading"]);
  });

  it("reads Google's mapsPublishStatus", () => {
    expect(stateOfMapsStatus("PUBLISHED")).toBe("published");
    expect(stateOfMapsStatus("REJECTED_UNKNOWN")).toBe("failed");
    expect(stateOfMapsStatus("UNSPECIFIED_MAPS_PUBLISH_STATUS")).toBeNull();
    expect(stateOfMapsStatus(undefined)).toBeNull();
  });
});

describe("the 2:1 rule", () => {
  it("takes exactly twice as wide as high", () => {
    expect(streetViewSizeProblem(8192, 4096)).toBeNull();
    expect(streetViewSizeProblem(4000, 2000)).toBeNull();
  });

  it("names the size of anything else", () => {
    expect(streetViewSizeProblem(4000, 3000)).toContain("4000×3000");
    expect(streetViewSizeProblem(4001, 2000)).toContain("2:1");
    expect(streetViewSizeProblem(0, 0)).toContain("not a picture size");
  });
});

describe("the pose of a publish", () => {
  const geo = { lat: 37.5665, lon: 126.978 };

  it("takes the place given over the scene's, and heading 0 by default", () => {
    expect(streetViewPose({ latitude: 35.1, longitude: 129.04, sceneGeo: geo })).toEqual({
      pose: { latitude: 35.1, longitude: 129.04, heading: 0 },
    });
  });

  it("falls back to the scene's geo position", () => {
    expect(streetViewPose({ heading: 90, sceneGeo: geo })).toEqual({
      pose: { latitude: 37.5665, longitude: 126.978, heading: 90 },
    });
  });

  it("refuses half a place, no place at all, and out-of-range values, naming the field", () => {
    expect(streetViewPose({ latitude: 1, sceneGeo: geo })).toEqual({
      problem: expect.stringContaining("body.longitude"),
    });
    expect(streetViewPose({ longitude: 1, sceneGeo: null })).toEqual({
      problem: expect.stringContaining("body.latitude"),
    });
    expect(streetViewPose({ sceneGeo: null })).toEqual({
      problem: expect.stringContaining("no geo position"),
    });
    expect(streetViewPose({ latitude: 91, longitude: 0, sceneGeo: null })).toEqual({
      problem: expect.stringContaining("body.latitude"),
    });
    expect(streetViewPose({ latitude: 0, longitude: -181, sceneGeo: null })).toEqual({
      problem: expect.stringContaining("body.longitude"),
    });
    expect(streetViewPose({ heading: 360, sceneGeo: geo })).toEqual({
      problem: expect.stringContaining("body.heading"),
    });
  });
});

describe("Google's authorization URL", () => {
  it("asks for the Street View scope offline, with the signed state", () => {
    const url = new URL(
      streetViewAuthorizationUrl({
        authorizeUrl: "https://accounts.example/o/oauth2/v2/auth?hl=ko",
        clientId: "client-1",
        redirectUri: "https://orbis.example/api/v3/street-view/callback",
        state: "signed.state",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://accounts.example/o/oauth2/v2/auth");
    expect(url.searchParams.get("hl")).toBe("ko");
    expect(url.searchParams.get("scope")?.split(" ")).toContain(STREET_VIEW_SCOPE);
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe("client-1");
    expect(url.searchParams.get("redirect_uri")).toBe(
      "https://orbis.example/api/v3/street-view/callback",
    );
    expect(url.searchParams.get("state")).toBe("signed.state");
  });
});
