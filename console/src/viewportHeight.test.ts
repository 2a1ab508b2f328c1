import { afterEach, describe, expect, it } from "vitest";
import { installViewportHeight } from "./viewportHeight";

const height = window.innerHeight;
afterEach(() => {
  Object.defineProperty(window, "innerHeight", { value: height, configurable: true });
});

const vh = () => document.documentElement.style.getPropertyValue("--vh");

describe("viewport-height variable", () => {
  it("is one hundredth of the inner height on load and after each resize, until stopped", () => {
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    const stop = installViewportHeight(window);
    expect(vh()).toBe("8px");
    Object.defineProperty(window, "innerHeight", { value: 640, configurable: true });
    window.dispatchEvent(new Event("resize"));
    expect(vh()).toBe("6.4px");
    stop();
    Object.defineProperty(window, "innerHeight", { value: 500, configurable: true });
    window.dispatchEvent(new Event("resize"));
    expect(vh()).toBe("6.4px");
  });
});
