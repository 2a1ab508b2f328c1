import { describe, expect, it } from "vitest";
import { publishedTourVia } from "../publishedTours";
import { apiOn, registerAccount, serverOrigin } from "./sharedServer";

describe("a published tour made through the API", () => {
  it("is tiled, published and served at its address", async () => {
    const owner = await registerAccount("published-fixture");
    const api = apiOn(owner);
    const tour = await publishedTourVia(api, "Harbour");
    expect(tour.version).toBe(1);
    const history = await api.getPublishHistory({ params: { id: tour.tourId } });
    expect(history.map((v) => v.slug)).toContain(tour.slug);
    const page = await fetch(`${serverOrigin()}/t/${tour.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Harbour");
  });
});
