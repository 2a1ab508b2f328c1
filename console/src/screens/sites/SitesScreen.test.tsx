import { subscribeTo } from "@orbis/testkit/accounts";
import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { type PublishedTourFixture, publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import { fill } from "../auth/testing/renderConsoleAt";

/*
 * `/sites` and `/site/:id/*` through the real route tree against the real server: a PRO user
 * reaches the list from the side menu, opens a site's settings and saves its title and GA id,
 * which the server then holds; a FREE user sees each head setting locked with the upgrade action.
 */

let pro: TestAccount;
let free: TestAccount;
let proTour: PublishedTourFixture;
let freeTour: PublishedTourFixture;
beforeAll(async () => {
  pro = await registerAccount("sites-pro");
  free = await registerAccount("sites-free");
  const proApi = apiOn(pro);
  await proApi.checkin();
  await apiOn(free).checkin();
  await subscribeTo(proApi, "PLAN-PRO-MONTH", { email: pro.email });
  proTour = await publishedTourVia(proApi, "Harbour");
  freeTour = await publishedTourVia(apiOn(free), "Meadow");
});

afterEach(cleanup);

describe("sites", () => {
  it("lists a PRO user's site from the side menu and saves its title and GA id", async () => {
    const { t, where } = await renderSignedIn("/projects", pro);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    fireEvent.click(within(menu).getByRole("link", { name: "Sites" }));
    await screen.findByRole("heading", { name: "Sites", level: 1 });
    const card = await screen.findByRole("listitem", { name: "Harbour" });
    expect(within(card).getByText(/\/t\/[a-z0-9-]+$/).textContent).toContain(`/t/${proTour.slug}`);
    expect(within(card).getByText("Version 1")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Site editor" }).getAttribute("href")).toBe(
      `/site/editor/${proTour.tourId}`,
    );

    fireEvent.click(within(card).getByRole("link", { name: "Settings" }));
    await waitFor(() => expect(where()).toBe(`/site/${proTour.tourId}/setting`));
    await screen.findByRole("heading", { name: "Title, search and sharing" });
    expect(screen.queryByText(/Your plan does not include/)).toBeNull();
    // The Open Graph picture: a file that is no picture is refused beside the picker, a real one
    // is shown and set on the server at once.
    fireEvent.click(screen.getByLabelText("Use link previews (Open Graph)"));
    const picker = screen.getByLabelText("Upload image");
    const notAPicture = new File(["not a picture"], "cover.png", { type: "image/png" });
    fireEvent.change(picker, { target: { files: [notAPicture] } });
    expect(
      await screen.findByText("the file is not a readable JPEG, PNG or WebP image", {
        exact: false,
      }),
    ).toBeTruthy();
    const cover = new File([new Uint8Array(panoramaPng(800, 400))], "cover.png", {
      type: "image/png",
    });
    fireEvent.change(screen.getByLabelText("Upload image"), { target: { files: [cover] } });
    const preview = (await screen.findByRole("img", {
      name: "Link preview image",
    })) as HTMLImageElement;
    expect(preview.getAttribute("src")).toMatch(/^\/cdn\/tours\/.+\/og-[0-9a-f]+\.webp$/);
    expect(
      (await apiOn(pro).getTour({ params: { id: proTour.tourId } })).settings.og?.imageUrl,
    ).toBe(preview.getAttribute("src"));

    fill("Title", "Harbour at dusk");
    fireEvent.click(screen.getByLabelText("Use Google Analytics"));
    fill("GA4 measurement ID", "g-ab12cd34ef");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(t.store.ui.snackbar.messages.map((m) => m.text)).toContain(
        "The site settings are saved",
      ),
    );
    const saved = await apiOn(pro).getTour({ params: { id: proTour.tourId } });
    expect([saved.title, saved.settings.ga, saved.settings.og?.imageUrl]).toEqual([
      "Harbour at dusk",
      { measurementId: "G-AB12CD34EF" },
      preview.getAttribute("src"),
    ]);
    expect((await apiOn(pro).getSite({ params: { id: proTour.tourId } })).configured.ga).toBe(true);
    expect(await screen.findByRole("heading", { name: "Harbour at dusk", level: 1 })).toBeTruthy();

    // A slug another tour holds: the server refuses, says why, and the site stays where it was.
    fill("Address name", freeTour.slug);
    fireEvent.click(screen.getByRole("button", { name: "Change address" }));
    expect(
      await screen.findByText(
        `body.slug: "${freeTour.slug}" is already used by another published tour; choose another slug`,
        { exact: false },
      ),
    ).toBeTruthy();
    expect((await apiOn(pro).getSite({ params: { id: proTour.tourId } })).slug).toBe(proTour.slug);
    fill("Address name", "Not A Slug");
    fireEvent.click(screen.getByRole("button", { name: "Change address" }));
    expect(
      await screen.findByText("Use 3–64 lower-case letters, digits and inner hyphens only."),
    ).toBeTruthy();
    fill("Address name", `${proTour.slug}-at-dusk`);
    fireEvent.click(screen.getByRole("button", { name: "Change address" }));
    await waitFor(async () =>
      expect((await apiOn(pro).getSite({ params: { id: proTour.tourId } })).slug).toBe(
        `${proTour.slug}-at-dusk`,
      ),
    );
  });

  it("shows a FREE user every head setting locked, with the upgrade action", async () => {
    await renderSignedIn(`/site/${freeTour.tourId}/setting`, free);
    await screen.findByRole("heading", { name: "Title, search and sharing" });
    const notes = await screen.findAllByRole("note");
    expect(notes.map((n) => n.textContent)).toEqual([
      "Your plan does not include search-engine tags (SEO). Upgrade your plan to use it.Upgrade plan",
      "Your plan does not include link previews (Open Graph). Upgrade your plan to use it.Upgrade plan",
      "Your plan does not include Google Analytics. Upgrade your plan to use it.Upgrade plan",
    ]);
    for (const note of notes)
      expect(within(note).getByRole("link", { name: "Upgrade plan" }).getAttribute("href")).toBe(
        "/payment",
      );
    for (const label of [
      "Use search-engine tags (SEO)",
      "Use link previews (Open Graph)",
      "Use Google Analytics",
    ])
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    // The title is not a plan feature: it still saves.
    fill("Title", "Meadow in May");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(async () =>
      expect((await apiOn(free).getTour({ params: { id: freeTour.tourId } })).title).toBe(
        "Meadow in May",
      ),
    );
  });

  it("shows the address, version, history and the embed snippet on the information tab", async () => {
    await renderSignedIn(`/site/${freeTour.tourId}`, free);
    const snippet = (await screen.findByLabelText("Embed code")) as HTMLTextAreaElement;
    expect(snippet.value).toMatch(
      new RegExp(`^<iframe src="https?://[^"]+/t/${freeTour.slug}" title="[^"]+"`),
    );
    expect(screen.getByText(/^Version 1 · .+ · \/t\//)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Information" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("leads from the project's site tab to the site's settings and information", async () => {
    const { where } = await renderSignedIn(`/project/${freeTour.projectId}/site`, free);
    await screen.findByRole("heading", { name: "Meadow project", level: 1 });
    const settings = await screen.findByRole("link", { name: "Settings" });
    expect(settings.getAttribute("href")).toBe(`/site/${freeTour.tourId}/setting`);
    // The project's own Information tab is a link of that name too.
    const info = screen
      .getAllByRole("link", { name: "Information" })
      .map((link) => link.getAttribute("href"));
    expect(info).toContain(`/site/${freeTour.tourId}/info`);
    fireEvent.click(settings);
    await waitFor(() => expect(where()).toBe(`/site/${freeTour.tourId}/setting`));
    expect(await screen.findByLabelText("Address name")).toBeTruthy();
  });
});
