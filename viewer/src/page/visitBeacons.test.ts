import { describe, expect, it } from "vitest";
import { type BeaconPlatform, startVisitBeacons } from "./visitBeacons";

/** The page's platform as plain objects: its events fired by hand, its beacons kept. */
const platformAt = (pathname: string, sendBeacon?: (url: string, data: string) => boolean) => {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  const on = (type: string, listener: (event: Event) => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const sent: { url: string; body: unknown }[] = [];
  let ms = 0;
  const doc = { visibilityState: "visible" as DocumentVisibilityState, addEventListener: on };
  const platform = {
    window: { addEventListener: on },
    document: doc,
    navigator:
      sendBeacon === undefined
        ? {
            sendBeacon: (url: string, data: string) => {
              sent.push({ url, body: JSON.parse(data) });
              return true;
            },
          }
        : { sendBeacon },
    location: { pathname },
    crypto,
    now: () => ms,
  } as unknown as BeaconPlatform;
  const fire = (type: string, event: object = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event as Event);
  };
  return {
    platform,
    sent,
    wait: (seconds: number) => (ms += seconds * 1000),
    hide: () => {
      doc.visibilityState = "hidden";
      fire("visibilitychange");
    },
    show: () => {
      doc.visibilityState = "visible";
      fire("visibilitychange");
    },
    fire,
  };
};

describe("the page's beacons", () => {
  it("send a stay when a scene is left and one exit when the page is hidden and then left", () => {
    const page = platformAt("/t/harbour");
    const beacons = startVisitBeacons("harbour", page.platform);
    beacons?.sceneShown("hall");
    page.wait(3);
    beacons?.sceneShown("garden");
    page.wait(5);
    page.hide();
    page.fire("pagehide", { persisted: false });
    expect(page.sent.map((s) => s.url)).toEqual(["/t/harbour/beacon", "/t/harbour/beacon"]);
    const [stay, exit] = page.sent.map((s) => s.body as Record<string, unknown>);
    expect(stay).toMatchObject({ sceneId: "hall", seconds: 3, exit: false });
    expect(exit).toMatchObject({ sceneId: "garden", seconds: 5, exit: true });
    expect(stay?.visitId).toBe(exit?.visitId);
    expect(String(stay?.visitId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("go on after the page is shown again", () => {
    const page = platformAt("/t/harbour");
    const beacons = startVisitBeacons("harbour", page.platform);
    beacons?.sceneShown("hall");
    page.hide();
    page.show();
    page.wait(2);
    page.fire("pagehide");
    expect(page.sent.map((s) => s.body)).toMatchObject([
      { sceneId: "hall", exit: true },
      { sceneId: "hall", seconds: 2, exit: true },
    ]);
  });

  it("never break the page: no sendBeacon, or one that throws, loses the figure only", () => {
    const refusing = platformAt("/t/harbour", () => {
      throw new TypeError("refused");
    });
    const beacons = startVisitBeacons("harbour", refusing.platform);
    beacons?.sceneShown("hall");
    expect(() => beacons?.sceneShown("garden")).not.toThrow();
    expect(() => refusing.fire("pagehide")).not.toThrow();
    const missing = platformAt("/t/harbour");
    const bare = { ...missing.platform, navigator: {} };
    const quiet = startVisitBeacons("harbour", bare);
    quiet?.sceneShown("hall");
    expect(() => quiet?.sceneShown("garden")).not.toThrow();
    expect(missing.sent).toEqual([]);
  });

  it("are not sent from a page that is not the tour's own address", () => {
    expect(startVisitBeacons("harbour", platformAt("/t/_preview/token").platform)).toBeNull();
  });
});
