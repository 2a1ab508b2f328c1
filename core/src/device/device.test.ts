import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  breakpointOf,
  isMobileLayout,
  MOBILE_BREAKPOINT,
  PHONE_MAX_WIDTH,
} from "./breakpoints";
import { type DeviceProbe, detectDevice, detectOs, detectTablet } from "./deviceClass";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  ipadOld:
    "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  kindle:
    "Mozilla/5.0 (Linux; U; en-us; KFAPWI Build/JDQ39) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.13 Safari/535.19",
};

describe("device class", () => {
  it.each<[string, DeviceProbe, string, boolean, string]>([
    [
      "an iPhone",
      { userAgent: UA.iphone, viewportWidth: 390, maxTouchPoints: 5 },
      "ios",
      false,
      "mobile",
    ],
    [
      "an old iPad",
      { userAgent: UA.ipadOld, viewportWidth: 1024, maxTouchPoints: 5 },
      "ios",
      true,
      "mobile",
    ],
    [
      "an iPad passing for a Mac",
      { userAgent: UA.mac, viewportWidth: 1180, maxTouchPoints: 5 },
      "ios",
      true,
      "mobile",
    ],
    ["a Mac", { userAgent: UA.mac, viewportWidth: 1440, maxTouchPoints: 0 }, "other", false, "pc"],
    [
      "a Mac with one touch point",
      { userAgent: UA.mac, viewportWidth: 1440, maxTouchPoints: 1 },
      "other",
      false,
      "pc",
    ],
    [
      "an Android phone",
      { userAgent: UA.androidPhone, viewportWidth: 412 },
      "android",
      false,
      "mobile",
    ],
    [
      "an Android tablet",
      { userAgent: UA.androidTablet, viewportWidth: 1280 },
      "android",
      true,
      "mobile",
    ],
    ["a Kindle", { userAgent: UA.kindle, viewportWidth: 1280 }, "other", true, "pc"],
    ["a desktop 601 wide", { userAgent: UA.windows, viewportWidth: 601 }, "other", false, "pc"],
    ["a desktop 600 wide", { userAgent: UA.windows, viewportWidth: 600 }, "other", false, "mobile"],
    ["a desktop 320 wide", { userAgent: UA.windows, viewportWidth: 320 }, "other", false, "mobile"],
  ])("%s: os %s, tablet %s, %s", (_, probe, os, tablet, deviceClass) => {
    expect(detectOs(probe)).toBe(os);
    expect(detectTablet(probe)).toBe(tablet);
    expect(detectDevice(probe)).toEqual({
      os,
      isTablet: tablet,
      isMobile: deviceClass === "mobile",
      deviceClass,
    });
  });

  it("is mobile at any width for iOS and Android, and pc above 600 on a desktop", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8000 }),
        fc.constantFrom(UA.iphone, UA.androidPhone),
        (w, ua) => {
          expect(detectDevice({ userAgent: ua, viewportWidth: w }).deviceClass).toBe("mobile");
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8000 }), (w) => {
        expect(detectDevice({ userAgent: UA.windows, viewportWidth: w }).isMobile).toBe(
          w <= PHONE_MAX_WIDTH,
        );
      }),
    );
  });
});

describe("breakpoints", () => {
  it("are sm 720, md 1024, lg 1280, phone 600 and mobile 1264", () => {
    expect(BREAKPOINTS).toEqual({ sm: 720, md: 1024, lg: 1280 });
    expect(PHONE_MAX_WIDTH).toBe(600);
    expect(MOBILE_BREAKPOINT).toBe(1264);
  });

  it.each([
    [0, "xs"],
    [719, "xs"],
    [720, "sm"],
    [1023, "sm"],
    [1024, "md"],
    [1279, "md"],
    [1280, "lg"],
    [3840, "lg"],
  ])("width %i is %s", (width, name) => {
    expect(breakpointOf(width)).toBe(name);
  });

  it.each([
    [1263, true],
    [1264, false],
    [375, true],
  ])("width %i has the mobile layout: %s", (width, mobile) => {
    expect(isMobileLayout(width)).toBe(mobile);
  });
});
