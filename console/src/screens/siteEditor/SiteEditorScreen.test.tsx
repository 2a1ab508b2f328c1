import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";

/*
 * The site editor inside the whole console against the real server: reached from the project's
 * site tab, a text block added and seen in the live preview before any save, saved, and still
 * there after a reload; leaving with unsaved changes asks first; the showcase switch puts the
 * tour on the landing page's embed list.
 */

let owner: TestAccount;
let tour: { readonly tourId: string; readonly projectId: string };
beforeAll(async () => {
  owner = await registerAccount("site-editor");
  const api = apiOn(owner);
  // The first check-in, so that no first-access coupon dialog covers the screen.
  await api.checkin();
  tour = await publishedTourVia(api, "Harbour walk");
}, 120_000);

afterEach(cleanup);

const preview = () => screen.getByRole("region", { name: "Preview" });
const block = (name: string) => screen.getByRole("group", { name });

describe("/site/editor/:spaceId", () => {
  it("is opened from the project's site tab; a text block shows in the preview, saves and stays", async () => {
    const { where } = await renderSignedIn(`/project/${tour.projectId}/site`, owner);
    fireEvent.click(await screen.findByRole("link", { name: "Edit site page" }));
    await waitFor(() => expect(where()).toBe(`/site/editor/${tour.tourId}`));
    await screen.findByRole("heading", { level: 1, name: "Site page editor" });
    // The default page: the tour's title on the cover, the tour's block alone.
    expect(within(preview()).getByRole("heading", { name: "Harbour walk" })).toBeTruthy();
    expect(within(preview()).getByText("The 360° tour shows here")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove: Block 1: Tour" })).toBeNull();
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Add text" }));
    const text = block("Block 2: Text");
    fireEvent.change(within(text).getByLabelText("Title"), {
      target: { value: "About the <harbour>" },
    });
    fireEvent.change(within(text).getByLabelText("Text"), {
      target: { value: "Boats at dawn\nand gulls\n\nOpen every day" },
    });
    // Seen at once, as plain text, before saving.
    const heading = within(preview()).getByRole("heading", { name: "About the <harbour>" });
    expect(heading.tagName).toBe("H3");
    expect(within(preview()).getByText("Open every day").tagName).toBe("SPAN");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    // Moved above the tour in the list and in the preview alike.
    fireEvent.click(screen.getByRole("button", { name: "Move up: Block 2: Text" }));
    expect(block("Block 1: Text")).toBeTruthy();
    const order = [...preview().querySelectorAll(".site-block")].map((b) => b.className);
    expect(order).toEqual(["site-block site-text", "site-block site-tour"]);

    // A cover picture uploaded from the cover's fields is chosen and drawn at once.
    const cover = screen.getByRole("group", { name: "Cover" });
    const png = new File([new Uint8Array(panoramaPng(400, 200, 0x40))], "cover.png", {
      type: "image/png",
    });
    fireEvent.change(within(cover).getByLabelText("Upload a picture"), {
      target: { files: [png] },
    });
    await waitFor(() =>
      expect(preview().querySelector(".site-cover img")?.getAttribute("src")).toMatch(
        new RegExp(`^/cdn/tours/${tour.tourId}/site/[0-9a-f-]+\\.webp$`),
      ),
    );
    expect((within(cover).getByLabelText("Picture") as HTMLSelectElement).value).toMatch(
      /^upload:/,
    );

    fireEvent.click(save);
    expect(await screen.findByText("Saved")).toBeTruthy();
    const stored = await apiOn(owner).getSitePage({ params: { id: tour.tourId } });
    expect(stored.saved).toBe(true);
    expect(stored.page.blocks.map((b) => b.type)).toEqual(["text", "tour"]);
    expect(stored.page.cover.picture).toEqual({ kind: "upload", imageId: stored.images[0]?.id });
    cleanup();

    // A reload: the page comes back from the server.
    await renderSignedIn(`/site/editor/${tour.tourId}`, owner);
    await screen.findByRole("heading", { level: 1, name: "Site page editor" });
    expect(within(preview()).getByRole("heading", { name: "About the <harbour>" })).toBeTruthy();
    expect(
      (within(block("Block 1: Text")).getByLabelText("Text") as HTMLTextAreaElement).value,
    ).toBe("Boats at dawn\nand gulls\n\nOpen every day");
    const link = screen.getByRole("link", { name: "View the published site" });
    expect(link.getAttribute("href")).toMatch(/\/t\/[a-z0-9-]+$/);
  });

  it("asks before leaving with unsaved changes, and refuses a bad website with the server's reason", async () => {
    const { where } = await renderSignedIn(`/site/editor/${tour.tourId}`, owner);
    await screen.findByRole("heading", { level: 1, name: "Site page editor" });
    fireEvent.click(screen.getByRole("button", { name: "Add contact" }));
    const contact = screen.getByRole("group", { name: /^Block \d+: Contact$/ });
    fireEvent.change(within(contact).getByLabelText("Website"), {
      target: { value: "javascript:alert(1)" },
    });
    // The preview shows no link for it.
    expect(preview().querySelector(".site-contact a")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const refused = await screen.findByText(/^Not saved: /);
    expect(refused.getAttribute("role")).toBe("alert");
    expect(refused.textContent).toMatch(/^Not saved: body\.blocks\.\d+\.website: Must be an http/);

    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    fireEvent.click(within(menu).getAllByRole("link")[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Unsaved changes" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(where()).toBe(`/site/editor/${tour.tourId}`);
    fireEvent.click(within(menu).getAllByRole("link")[0] as HTMLElement);
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Unsaved changes" })).getByRole("button", {
        name: "Leave",
      }),
    );
    await waitFor(() => expect(where()).not.toBe(`/site/editor/${tour.tourId}`));
  });

  it("features the tour on the landing page from the header's switch", async () => {
    await renderSignedIn(`/site/editor/${tour.tourId}`, owner);
    const feature = await screen.findByRole("switch", {
      name: "Feature on this server's landing page",
    });
    const showcase = async () =>
      (await apiOn(owner).getEmbedList({ params: { lang: "en" } })).map((e) => e.id);
    fireEvent.click(feature);
    // The switch follows the server's answer: checked and enabled again once it is in.
    await waitFor(() => {
      expect((feature as HTMLInputElement).checked).toBe(true);
      expect((feature as HTMLInputElement).disabled).toBe(false);
    });
    expect(await showcase()).toContain(tour.tourId);
    fireEvent.click(feature);
    await waitFor(() => {
      expect((feature as HTMLInputElement).checked).toBe(false);
      expect((feature as HTMLInputElement).disabled).toBe(false);
    });
    expect(await showcase()).not.toContain(tour.tourId);
  });
});
