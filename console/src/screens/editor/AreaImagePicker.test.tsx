import { DEFAULT_GEOMETRY_STYLE } from "@orbis/core/tours";
import { type PublishedTourFixture, publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * An area's fill image in the whole console, on the real server: the ready-made images offered
 * beside the upload, one chosen (the server keeps a copy as the tour's own), a file that is no
 * image refused under the upload, the image taken away, and a preset list that failed asked again.
 */

let account: TestAccount;
let fixture: PublishedTourFixture;
const rendered: TestRootStore[] = [];

beforeAll(async () => {
  account = await registerAccount("area-image");
  const api = apiOn(account);
  await api.checkin();
  fixture = await publishedTourVia(api, "Terrace");
  const tour = await api.getTour({ params: { id: fixture.tourId } });
  const body = new FormData();
  body.append(
    "geometries",
    JSON.stringify([
      {
        id: "floor",
        sceneId: tour.scenes[0]?.id,
        title: "Floor",
        style: DEFAULT_GEOMETRY_STYLE,
        geo: null,
        type: "polygon",
        vertices: [
          { yaw: 0, pitch: -80 },
          { yaw: 120, pitch: -80 },
          { yaw: -120, pitch: -80 },
        ],
      },
    ]),
  );
  await api.saveTourGeometries({ params: { id: fixture.tourId }, body });
}, 120_000);

afterEach(async () => {
  for (const t of rendered.splice(0)) {
    t.store.editor.close();
    await Promise.all(t.sent.map((r) => r.done));
  }
  cleanup();
});

/** The editor with the area tool on: the scene's shapes listed. */
const openAreaTool = async (options: Parameters<typeof renderSignedIn>[2] = {}) => {
  const { t } = await renderSignedIn(
    `/project/${fixture.projectId}/edit/${fixture.tourId}`,
    account,
    options,
  );
  rendered.push(t);
  await screen.findByRole("heading", { level: 1, name: "Terrace" });
  const tools = screen.getByRole("toolbar", { name: "Editing tools" });
  await act(async () => fireEvent.click(within(tools).getByRole("button", { name: "Area" })));
  return screen.findByRole("group", { name: "Fill image of Floor" });
};

const storedFill = async () =>
  (await apiOn(account).getTour({ params: { id: fixture.tourId } })).geometries[0]?.style.fillImage;

describe("an area's fill image", () => {
  it("offers the ready-made images beside the upload, and keeps the one chosen", async () => {
    const group = await openAreaTool();
    const presets = await within(group).findByRole("list", { name: "Ready-made images" });
    expect(
      within(presets)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual([
      "Logo nadir cap",
      "Plain nadir cap",
      "Compass rose",
      "Forward arrow",
      "Left arrow",
      "Right arrow",
      "Information",
      "Location",
      "Photo spot",
    ]);
    within(group).getByLabelText("Upload an image");

    await act(async () =>
      fireEvent.click(within(presets).getByRole("button", { name: "Logo nadir cap" })),
    );
    await screen.findByText("The image is set.");
    const link = await storedFill();
    expect(link).toMatch(new RegExp(`^/cdn/tours/${fixture.tourId}/geometries/[0-9a-f]+\\.png$`));
    expect(group.querySelector(".area-image__current img")?.getAttribute("src")).toBe(link);

    const notes = new File(["not an image"], "notes.png", { type: "image/png" });
    await act(async () =>
      fireEvent.change(within(group).getByLabelText("Upload an image"), {
        target: { files: [notes] },
      }),
    );
    await within(group).findByText(/^notes\.png: /);
    expect(await storedFill()).toBe(link);

    await act(async () =>
      fireEvent.click(within(group).getByRole("button", { name: "Remove the image" })),
    );
    await screen.findAllByText("The image is set.");
    expect(await storedFill()).toBeNull();
    expect(group.querySelector(".area-image__current")).toBeNull();
  });

  it("says the ready-made images failed, and lists them on retry", async () => {
    let dropping = true;
    const group = await openAreaTool({
      network: (call, send) =>
        dropping && call.path === "/api/v3/tour/image-preset/list"
          ? Promise.reject(new TypeError("Failed to fetch"))
          : send(),
    });
    const alert = await within(group).findByRole("alert");
    expect(alert.textContent).toContain("The ready-made images could not be loaded.");
    dropping = false;
    await act(async () =>
      fireEvent.click(within(alert).getByRole("button", { name: "Try again" })),
    );
    await within(group).findByRole("list", { name: "Ready-made images" });
    expect(within(group).queryByRole("alert")).toBeNull();
  });
});
