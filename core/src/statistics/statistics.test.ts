import { describe, expect, it } from "vitest";
import { statisticsCsv } from "./statisticsCsv";
import { lastDays } from "./statisticsPresets";
import { periodStart, statisticsSeries } from "./statisticsSeries";
import { visitorDevice } from "./visitorDevice";
import { visitorLanguage } from "./visitorLanguage";
import { visitReferrer } from "./visitReferrer";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

describe("visitorDevice", () => {
  it.each([
    ["an iPhone", IPHONE, "phone"],
    ["an Android phone", ANDROID_PHONE, "phone"],
    ["an Android tablet (no Mobile)", ANDROID_TABLET, "tablet"],
    ["an iPad", IPAD, "tablet"],
    ["a Kindle", "Mozilla/5.0 (Linux; U; Android 4.0.3; KFTT Build/IML74K) Silk/3.4", "tablet"],
    ["Windows", WINDOWS, "desktop"],
    ["a Mac (and iPadOS 13+)", MAC, "desktop"],
    ["Windows Phone", "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.0", "phone"],
    [
      "Googlebot",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "bot",
    ],
    ["a mobile Googlebot", `${ANDROID_PHONE} (compatible; Googlebot/2.1)`, "bot"],
    [
      "a link preview",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "bot",
    ],
    ["Slack's preview", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", "bot"],
    [
      "headless Chrome",
      "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/124.0 Safari/537.36",
      "bot",
    ],
    ["curl", "curl/8.5.0", "bot"],
    ["a Python script", "python-requests/2.31", "bot"],
    ["no agent", undefined, "bot"],
    ["an empty agent", "  ", "bot"],
  ])("%s is %s", (_, agent, device) => {
    expect(visitorDevice(agent)).toBe(device);
  });
});

describe("visitorLanguage", () => {
  it.each([
    ["a region", "ko-KR,ko;q=0.9,en-US;q=0.8", "ko"],
    ["quality first", "en;q=0.5, ja;q=0.9", "ja"],
    ["a tie keeps the first", "vi, en", "vi"],
    ["upper case", "EN-GB", "en"],
    ["a three-letter language", "fil-PH", "fil"],
    ["a wildcard only", "*", "und"],
    ["a wildcard then a language", "*, de;q=0.1", "de"],
    ["q=0 is refused", "fr;q=0", "und"],
    ["garbage", "<script>", "und"],
    ["none", undefined, "und"],
    ["empty", "", "und"],
  ])("%s", (_, header, language) => {
    expect(visitorLanguage(header)).toBe(language);
  });
});

describe("visitReferrer", () => {
  it.each([
    ["a host only", "https://Blog.Example/post?id=1&token=x", "blog.example"],
    ["no referrer", undefined, "direct"],
    ["an empty one", "", "direct"],
    ["this server", "https://tours.example.org/t/other", "direct"],
    ["not http", "android-app://com.example", "direct"],
    ["not a URL", "nonsense", "direct"],
  ])("%s", (_, referer, key) => {
    expect(visitReferrer(referer, "tours.example.org")).toBe(key);
  });
});

describe("periodStart", () => {
  it.each([
    ["2024-05-15", "day", "2024-05-15"],
    ["2024-05-15", "week", "2024-05-13"],
    ["2024-05-13", "week", "2024-05-13"],
    ["2024-05-19", "week", "2024-05-13"],
    ["2024-01-01", "week", "2024-01-01"],
    ["2023-01-01", "week", "2022-12-26"],
    ["2024-02-29", "month", "2024-02-01"],
  ] as const)("%s by %s starts %s", (day, granularity, start) => {
    expect(periodStart(day, granularity)).toBe(start);
  });
});

describe("statisticsSeries", () => {
  const counted = [
    { date: "2024-02-28", visits: 3, visitors: 2 },
    { date: "2024-03-01", visits: 2, visitors: 2 },
    { date: "2024-03-04", visits: 5, visitors: 4 },
    { date: "2024-01-01", visits: 9, visitors: 9 },
  ];
  it.each([
    [
      "day fills missing days",
      "2024-02-28",
      "2024-03-01",
      "day",
      [
        ["2024-02-28", 3, 2],
        ["2024-02-29", 0, 0],
        ["2024-03-01", 2, 2],
      ],
      [5, 4],
    ],
    [
      "week starts the first period at from",
      "2024-02-28",
      "2024-03-05",
      "week",
      [
        ["2024-02-28", 5, 4],
        ["2024-03-04", 5, 4],
      ],
      [10, 8],
    ],
    [
      "month",
      "2024-02-15",
      "2024-03-31",
      "month",
      [
        ["2024-02-15", 3, 2],
        ["2024-03-01", 7, 6],
      ],
      [10, 8],
    ],
  ] as const)("%s", (_, from, to, granularity, series, [visits, visitors]) => {
    const result = statisticsSeries(from, to, counted, granularity);
    expect(result.series.map((p) => [p.date, p.visits, p.visitors])).toEqual(series);
    expect(result.totals).toEqual({ visits, visitors });
  });
});

describe("statisticsCsv", () => {
  it("writes one CRLF record per period under the field names", () => {
    const series = [
      { date: "2024-05-01", visits: 3, visitors: 2 },
      { date: "2024-05-02", visits: 0, visitors: 0 },
    ];
    expect(statisticsCsv({ series })).toBe(
      "period,visits,visitors\r\n2024-05-01,3,2\r\n2024-05-02,0,0\r\n",
    );
    expect(statisticsCsv({ series: [] }, true)).toBe("\uFEFFperiod,visits,visitors\r\n");
  });
});

describe("lastDays", () => {
  it.each([
    [7, "2024-03-02", "2024-02-25"],
    [30, "2024-03-30", "2024-03-01"],
    [90, "2025-01-15", "2024-10-18"],
    [1, "2024-05-01", "2024-05-01"],
    [0, "2024-05-01", "2024-05-01"],
  ])("the last %i days to %s start %s", (days, today, from) => {
    expect(lastDays(days, today)).toEqual({ from, to: today });
  });
});
