import { subscribeTo } from "@orbis/testkit/accounts";
import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { tiledTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, loginAs, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { expect, it } from "vitest";
import { signInAt } from "./commerceSteps";
import { journeySuite } from "./harness/journeySuite";
import { desktop, phone } from "./harness/visitors";

/*
 * What a PRO creator pays for, in English: they publish their tour from the editor, it is
 * visited 20 times by people
 * on phones and desktops (fresh browsers each, no cookie to keep them apart), the Statistics
 * screen, reached from the side menu, counts those 20 visits in its chart and table, and the
 * site's title, link-preview picture and Google Analytics id set on the Sites screen reach the
 * published page's head without a new version.
 */

const { describeInBrowser, browser, journey, origin } = await journeySuite();

const TOUR = "Harbour walk";
const SITE_TITLE = "The harbour at dawn";
const GA_ID = "G-ORB1S2026X";
const VISITS = 20;

/** Real browsers' agents: headless Chromium names itself, and robots are not counted. */
const AGENTS = {
  phone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
} as const;

describeInBrowser("Statistics and sites", () => {
  it("counts 20 visits of a published tour and puts the site's settings in its head", async () => {
    const account = await registerAccount("site-stats");
    const api = apiOn(await loginAs(account, "cli"));
    await subscribeTo(api, "PLAN-PRO-MONTH", { email: account.email });
    const tour = await tiledTourVia(api, TOUR);

    let tourUrl = "";
    await journey("site-statistics", async ({ page, shot }) => {
      await signInAt(page, account, "/projects/contents");
      // A new account's first visit offers the welcome coupon; this creator has paid already.
      const coupon = page.getByRole("dialog", { name: "Welcome to Orbis! 20% off Pro" });
      await coupon.getByRole("button", { name: "Close" }).click();
      await coupon.waitFor({ state: "detached" });
      const menu = page.getByRole("navigation", { name: "Main menu" });

      // Published from the editor, reached from the project's card.
      await page.getByRole("link", { name: `${TOUR} project` }).click();
      await page.waitForURL(`**/project/${tour.projectId}/preview`);
      const row = page.getByRole("listitem").filter({ hasText: TOUR });
      await row.getByRole("link", { name: "Open in editor" }).click();
      await page.waitForURL(`**/project/${tour.projectId}/edit/${tour.tourId}`);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const publish = page.getByRole("dialog", { name: "Publish the tour" });
      const slug = `harbour-${Date.now().toString(36)}`;
      await publish.getByLabel("Public address").fill(slug);
      await publish.getByRole("button", { name: "Publish now" }).click();
      await page.getByText("Version 1 is published.").waitFor();
      const live = publish.getByRole("link", { name: new RegExp(`/t/${slug}$`) });
      tourUrl = new URL((await live.getAttribute("href")) ?? "", origin).toString();
      await shot(page, "published");
      await publish.getByRole("button", { name: "Close" }).click();
      await page.getByRole("link", { name: "← Back to the project" }).click();
      await page.waitForURL(`**/project/${tour.projectId}/**`);

      // Twenty people, every other one on a phone, each in a browser of their own.
      for (let visit = 0; visit < VISITS; visit += 1) {
        const onPhone = visit % 2 === 0;
        const context = await browser().newContext({
          ...(onPhone ? phone("ko-KR") : desktop("en-US")),
          userAgent: onPhone ? AGENTS.phone : AGENTS.desktop,
        });
        try {
          const visitor = await context.newPage();
          const response = await visitor.goto(tourUrl);
          expect(response?.status(), `visit ${visit + 1}`).toBe(200);
          await visitor.getByRole("heading", { level: 1, name: TOUR }).waitFor();
        } finally {
          await context.close();
        }
      }

      await menu.getByRole("link", { name: "Statistics" }).click();
      await page.waitForURL("**/statistics");
      await page
        .getByRole("img", { name: "Chart of visits and unique visitors over time" })
        .waitFor();
      await page.getByText(`Visits: ${VISITS}`).waitFor();
      const series = page.getByRole("table", { name: "Visits over time" });
      const visitsPerDay = await series
        .locator("tbody tr")
        .evaluateAll((rows) =>
          rows.map((row) => Number(row.querySelectorAll("td")[0]?.textContent ?? "0")),
        );
      expect(visitsPerDay.reduce((sum, visits) => sum + visits, 0)).toBe(VISITS);
      const devices = page.getByRole("table", { name: "Devices" });
      await devices.getByRole("row", { name: "Phone 10" }).waitFor();
      await devices.getByRole("row", { name: "Desktop 10" }).waitFor();
      await shot(page, "statistics");

      await menu.getByRole("link", { name: "Sites" }).click();
      await page.waitForURL("**/sites");
      await page
        .getByRole("listitem", { name: TOUR })
        .getByRole("link", { name: "Settings" })
        .click();
      await page.waitForURL(`**/site/${tour.tourId}/setting`);
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(SITE_TITLE);
      await page.getByLabel("Use link previews (Open Graph)").check();
      await page.getByLabel("Upload image").setInputFiles({
        name: "harbour.png",
        mimeType: "image/png",
        buffer: panoramaPng(1200, 630, 0x80),
      });
      await page.getByRole("img", { name: "Link preview image" }).waitFor();
      await page.getByLabel("Use Google Analytics").check();
      await page.getByLabel("GA4 measurement ID").fill(GA_ID);
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("The site settings are saved").waitFor();
      await shot(page, "site-settings");
    });

    // The head as a search engine or a link preview reads it, without running the page.
    const html = await (await fetch(tourUrl)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<title>${SITE_TITLE}</title>`);
    expect(head).toMatch(/<meta property="og:title" content="The harbour at dawn"/);
    expect(head).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
    expect(head).toContain(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`);
  });
});
