import { describe, expect, it } from "vitest";
import { sceneBeaconSchema } from "../contract/entities/publishing";
import { beaconUrl, createVisitLog, newVisitId } from "./visitLog";

const ID = "a1b2c3d4e5f6";

/** A log on a clock the test moves by hand. */
const logAt = () => {
  let ms = 1_000;
  const log = createVisitLog(ID, () => ms);
  return { log, wait: (seconds: number) => (ms += seconds * 1000) };
};

describe("a visit's log", () => {
  it("reports the scene left with its seconds, not the first one entered", () => {
    const { log, wait } = logAt();
    expect(log.enter("hall")).toBeNull();
    wait(12.34);
    expect(log.enter("garden")).toEqual({
      visitId: ID,
      sceneId: "hall",
      seconds: 12.3,
      exit: false,
    });
    wait(3);
    expect(log.enter("garden")).toBeNull();
    wait(2);
    expect(log.enter("hall")).toEqual({ visitId: ID, sceneId: "garden", seconds: 5, exit: false });
  });

  it("ends the visit on the scene on screen, once for hidden and then left", () => {
    const { log, wait } = logAt();
    log.enter("hall");
    wait(7);
    expect(log.leave()).toEqual({ visitId: ID, sceneId: "hall", seconds: 7, exit: true });
    wait(1);
    expect(log.leave()).toBeNull();
  });

  it("starts the stay anew when the page is shown again", () => {
    const { log, wait } = logAt();
    log.enter("hall");
    wait(4);
    log.leave();
    wait(60);
    log.resume();
    wait(2);
    expect(log.enter("garden")).toEqual({ visitId: ID, sceneId: "hall", seconds: 2, exit: false });
    wait(1);
    expect(log.leave()).toMatchObject({ sceneId: "garden", seconds: 1, exit: true });
  });

  it("reports nothing before a scene is shown, and keeps seconds within a beacon's limit", () => {
    const { log, wait } = logAt();
    expect(log.leave()).toBeNull();
    log.resume();
    log.enter("hall");
    wait(2 * 86_400);
    const beacon = log.leave();
    expect(beacon?.seconds).toBe(86_400);
    expect(sceneBeaconSchema.safeParse(beacon).success).toBe(true);
  });
});

describe("visit ids and the beacon's address", () => {
  it.each([4, 16, 32])("%i random bytes make an id the beacon accepts", (n) => {
    const id = newVisitId(crypto.getRandomValues(new Uint8Array(n)));
    expect(id).toHaveLength(2 * n);
    const beacon = { visitId: id, sceneId: "hall", seconds: 0, exit: false };
    expect(sceneBeaconSchema.safeParse(beacon).success).toBe(true);
  });

  it.each([
    ["/t/harbour", "/t/harbour/beacon"],
    ["/t/harbour/", "/t/harbour/beacon"],
    ["/t/_preview/abc", null],
    ["/t/harbour-2", null],
    ["/index.html", null],
  ])("a page at %s sends to %s", (pathname, url) => {
    expect(beaconUrl(pathname, "harbour")).toBe(url);
  });
});
