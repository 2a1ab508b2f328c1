import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { completeAiImages } from "../../stores/ai/testing";
import { eduAccount } from "../../stores/edu/testing";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * "AI image generation and selection" inside the whole console, on the real server and its
 * sketch generator: reached from the side menu's Create group, two images asked for, seen
 * pending and then complete with the AI snackbar; deleting after a confirmation; a complete
 * image added to a tour as a scene; the plan's refusal for an account without AI images.
 */

/** Painting, a poll 5 s later and the refetch, on a machine running other suites too. */
const PAINTED = { timeout: 60_000 };

let edu: TestAccount;
let tour: { readonly id: string; readonly title: string };
beforeAll(async () => {
  edu = await eduAccount("ai-screen");
  const api = apiOn(edu);
  // The first check-in, so that no first-access coupon dialog covers the screen.
  await api.checkin();
  const project = await api.createProject({ body: { name: "Harbour", kind: "contents" } });
  tour = await api.createProjectTour({ params: { id: project.id }, body: { title: "Dawn walk" } });
}, 120_000);

const rendered: TestRootStore[] = [];
afterEach(async () => {
  for (const t of rendered.splice(0)) {
    t.store.aiImages.pending.clear();
    await Promise.all(t.sent.map((r) => r.done));
  }
  cleanup();
});

const open = async (path: string, account: TestAccount = edu) => {
  const opened = await renderSignedIn(path, account);
  rendered.push(opened.t);
  return opened;
};

/** The gallery's section, once the screen has loaded. */
const gallery = () => screen.findByRole("region", { name: "My AI images" });

describe("the AI image screen", () => {
  it("is reached from Create in the side menu; two images show pending, then complete with the AI snackbar", async () => {
    const before = (await apiOn(edu).getAiImageUsage()).used;
    const { where } = await open("/projects/contents");
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    const entry = await within(menu).findByRole("link", {
      name: "AI image generation and selection",
    });
    expect(within(menu).getByText("Create")).toBeTruthy();
    fireEvent.click(entry);
    await waitFor(() => expect(where()).toBe("/create/ai"));
    await screen.findByRole("heading", { level: 1, name: "AI image generation and selection" });

    // The sketch generator paints on this server, and the screen says so plainly.
    expect(await screen.findByText("No AI model is configured")).toBeTruthy();
    expect(screen.getByText(/not pictures made by an AI model\.$/)).toBeTruthy();
    const usage = screen.getByRole("region", { name: "This month's credits" });
    expect(within(usage).getByText(`${before} of 300 images`, { exact: false })).toBeTruthy();
    expect(within(usage).getByText(/^Credits renew on /)).toBeTruthy();

    const generate = screen.getByRole("button", { name: "Generate" }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Prompt"), { target: { value: "A harbour at dawn" } });
    expect(screen.getByText("17 / 1000 characters")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Sunset" }));
    fireEvent.change(screen.getByLabelText("Number of images"), { target: { value: "2" } });
    expect(generate.disabled).toBe(false);
    fireEvent.click(generate);
    // One request at a time: the button waits while it is on its way.
    expect(
      (screen.getByRole("button", { name: "Requesting…" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const pending = screen.getByRole("region", { name: "In progress" });
    await waitFor(() => expect(within(pending).getAllByRole("listitem")).toHaveLength(2));
    expect(within(pending).getAllByText("A harbour at dawn")).toHaveLength(2);
    // The request answers once the new figures are read.
    expect(
      await screen.findByText("2 images requested. They show below while they are generated."),
    ).toBeTruthy();
    expect(within(usage).getByText(`${before + 2} of 300 images`, { exact: false })).toBeTruthy();

    // Polled every 5 s: once painted they leave the list, and the AI snackbar says where they are.
    const done = await screen.findByText("AI image generation is complete", {}, PAINTED);
    const snackbar = done.closest('[role="status"]') as HTMLElement;
    expect(snackbar.textContent).toContain(
      "Find your images in Create > AI image generation and selection",
    );
    fireEvent.click(within(snackbar).getByRole("button", { name: "Close" }));
    await waitFor(
      () => expect(within(pending).getByText("Nothing is being generated.")).toBeTruthy(),
      PAINTED,
    );
    const mine = await gallery();
    await waitFor(() =>
      expect(
        within(mine).getAllByRole("img", { name: "AI panorama: A harbour at dawn" }),
      ).toHaveLength(2),
    );
    expect(within(mine).getAllByText("Complete").length).toBeGreaterThanOrEqual(2);
  });

  it("deletes the ticked image after a confirmation", async () => {
    const [image] = await completeAiImages(edu, "A quiet library");
    await open("/create/ai");
    const mine = await gallery();
    fireEvent.click(
      await within(mine).findByRole("checkbox", { name: "Select “A quiet library”" }),
    );
    expect(within(mine).getByText("1 selected")).toBeTruthy();
    fireEvent.click(within(mine).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete AI images?" });
    expect(within(dialog).getByText(/^1 image is deleted for good\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("1 image deleted")).toBeTruthy();
    await waitFor(() => expect(within(mine).queryByText("A quiet library")).toBeNull());
    const left = await apiOn(edu).listAiImages({ query: { pageNo: 1, pageSize: 100 } });
    expect(left.list.some((listed) => listed.id === image?.id)).toBe(false);
  });

  it("adds a complete image to a chosen tour as a new scene", async () => {
    await completeAiImages(edu, "A rooftop garden", 1, "pastel");
    await open("/create/ai");
    const mine = await gallery();
    fireEvent.click(
      await within(mine).findByRole("checkbox", { name: "Select “A rooftop garden”" }),
    );
    fireEvent.click(within(mine).getByRole("button", { name: "Add as scenes" }));
    const dialog = screen.getByRole("dialog", { name: "Add as scenes" });
    const tourChoice = (await within(dialog).findByLabelText("Tour")) as HTMLSelectElement;
    expect(
      (within(dialog).getByLabelText("Project") as HTMLSelectElement).selectedOptions[0]?.text,
    ).toBe("Harbour");
    expect(tourChoice.selectedOptions[0]?.text).toBe("Dawn walk");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add to the tour" }));
    expect(await screen.findByText("1 scene added to “Dawn walk”")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const scenes = (await apiOn(edu).getTour({ params: { id: tour.id } })).scenes;
    expect(scenes.map((scene) => scene.title)).toContain("A rooftop garden");
  });

  it("offers no Create entry to an account without AI images, and its screen says why", async () => {
    const free = await registerAccount("ai-screen-free");
    await apiOn(free).checkin();
    const { t, router } = await open("/projects/contents", free);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() => expect(t.store.aiImages.access).toBe("notOnPlan"));
    expect(within(menu).queryByText("Create")).toBeNull();

    await act(() => router.navigate("/create/ai"));
    const refusal = await screen.findByText("AI images come with an education plan");
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/payment?for=70008",
    );
    // Said on the screen only: the global snackbar stays out of it.
    expect(t.store.ui.snackbar.messages).toEqual([]);

    // The AI part has no Japanese: in Japanese it reads Korean, marked as such.
    await act(() => t.store.ui.setLanguage("ja"));
    const title = await screen.findByRole("heading", { level: 1, name: "AI 이미지 생성 및 선택" });
    expect(title.closest("[lang]")?.getAttribute("lang")).toBe("ko");
  });
});
