import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSignedIn } from "../testing/renderSignedIn";

/*
 * The landing page's showcase against the real server: a tour its owner featured from the site
 * editor's switch is listed with its picture and opens its published page.
 */

afterEach(cleanup);

describe("the landing showcase", () => {
  it("lists a featured published tour, opening its page", async () => {
    const owner = await registerAccount("showcase");
    const api = apiOn(owner);
    await api.checkin();
    const title = "Showcase lighthouse";
    const tour = await publishedTourVia(api, title);
    await api.setTourFeatured({ params: { id: tour.tourId }, body: { featured: true } });

    await renderSignedIn("/", owner);
    const section = await screen.findByRole("region", { name: "Made with Orbis" });
    const link = await within(section).findByRole("link", {
      name: `Open the tour “${title}” (new window)`,
    });
    expect(link.getAttribute("href")).toBe(`/t/${tour.slug}`);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.querySelector("img")?.getAttribute("src")).toMatch(/^\/cdn\/tours\//);
  });
});
