/** The device class a counted visit is filed under; `bot` visits are not counted at all. */
export type VisitorDevice = "phone" | "tablet" | "desktop" | "bot";

// Crawlers, link previews, monitors and scripts: they load the page but nobody looks at it.
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-|go-http-client|okhttp|java\/|node-fetch|axios\/|httpclient|libwww|scrapy|phantomjs/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (7|9|10)\b|SM-T\d|KFAPWI/i;
const ANDROID_UA = /Android/i;
const NAMED_PHONE_UA = /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

/**
 * The device class of a visit from its `User-Agent` header (docs/architecture.md#statistics):
 * `bot` for an empty agent or a crawler, link preview or script; `tablet` for one that names a
 * tablet or an Android without "Mobile" (Android phones carry it); `phone` for one that
 * names a phone or says "Mobile";
 * `desktop` otherwise. iPadOS 13+ presents itself as a Mac and is counted `desktop`: the
 * server cannot tell it from one.
 */
export const visitorDevice = (userAgent: string | undefined): VisitorDevice => {
  const agent = userAgent?.trim() ?? "";
  if (agent === "" || BOT_UA.test(agent)) return "bot";
  if (TABLET_UA.test(agent)) return "tablet";
  if (NAMED_PHONE_UA.test(agent)) return "phone";
  if (ANDROID_UA.test(agent)) return /Mobile/i.test(agent) ? "phone" : "tablet";
  if (/Mobile/i.test(agent)) return "phone";
  return "desktop";
};
