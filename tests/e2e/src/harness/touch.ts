import type { Page } from "playwright-core";

/*
 * Playwright's touchscreen only taps. A drag is a finger down, moves and up, sent through the
 * DevTools protocol's touch input, so chromium turns them into the pointer events (pointerType
 * "touch") a phone's browser would fire, hit-testing and pointer capture included.
 */

/** A point on the page, in CSS pixels of the viewport. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Drags one finger from `from` to `to` in `steps` moves, as a person would, and lifts it. */
export const touchDrag = async (page: Page, from: Point, to: Point, steps = 12): Promise<void> => {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let i = 1; i <= steps; i++) {
      const x = from.x + ((to.x - from.x) * i) / steps;
      const y = from.y + ((to.y - from.y) * i) / steps;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await cdp.detach();
  }
};

/**
 * Taps until `done` holds, at most three times. Chromium makes a tap whose lift comes late a
 * long press, which fires no click; on a loaded machine the lift can come late, so one tap that
 * did nothing is tried again, and three that did nothing fail the test.
 */
export const tapUntil = async (
  tap: () => Promise<void>,
  done: () => Promise<unknown>,
  what: string,
): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    await tap();
    try {
      await done();
      return;
    } catch (error) {
      if (attempt === 3) throw new Error(`three taps did not ${what}`, { cause: error });
    }
  }
};
