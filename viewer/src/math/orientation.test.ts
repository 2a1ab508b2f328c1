import { describe, expect, it } from "vitest";
import { deviceLook } from "./orientation";

describe("gyroscope angles", () => {
  it.each([
    // upright, facing the frame's north
    [{ alpha: 0, beta: 90, gamma: 0 }, 0, 0, 0],
    // turned left (alpha grows counter-clockwise): facing west
    [{ alpha: 90, beta: 90, gamma: 0 }, 0, -90, 0],
    [{ alpha: -45, beta: 90, gamma: 0 }, 0, 45, 0],
    // tilted back 45°: looking up
    [{ alpha: 0, beta: 135, gamma: 0 }, 0, 0, 45],
    // flat on a table, screen up: looking down; the top edge says which way is "ahead"
    [{ alpha: 0, beta: 0, gamma: 0 }, 0, 0, -90],
    // held in landscape (screen turned 90°), upright: the device x axis is up, looking east
    [{ alpha: 0, beta: 0, gamma: -90 }, 90, 90, 0],
  ])("%o on a screen at %d° looks at yaw %d, pitch %d", (angles, screen, yaw, pitch) => {
    const look = deviceLook(angles, screen);
    expect(look.pitch).toBeCloseTo(pitch, 6);
    expect(look.yaw).toBeCloseTo(yaw, 6);
  });
});
