import { type PublishedTourFixture, publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * The model tool's catalogue in the whole console, on the real server's shipped catalogue (13
 * models in four categories, pages of 12): a category chosen, the next page loaded, a model of
 * page 2 ready to place once a spot is chosen, and a failed page asked again.
 */

let account: TestAccount;
let fixture: PublishedTourFixture;
const rendered: TestRootStore[] = [];

beforeAll(async () => {
  account = await registerAccount("model-picker");
  await apiOn(account).checkin();
  fixture = await publishedTourVia(apiOn(account), "Lobby");
}, 120_000);

afterEach(async () => {
  for (const t of rendered.splice(0)) {
    t.store.editor.close();
    await Promise.all(t.sent.map((r) => r.done));
  }
  cleanup();
});

/** The editor with the model tool on, its catalogue's first page shown. */
const openModelTool = async (options: Parameters<typeof renderSignedIn>[2] = {}) => {
  const { t } = await renderSignedIn(
    `/project/${fixture.projectId}/edit/${fixture.tourId}`,
    account,
    options,
  );
  rendered.push(t);
  await screen.findByRole("heading", { level: 1, name: "Lobby" });
  const tools = screen.getByRole("toolbar", { name: "Editing tools" });
  await act(async () => fireEvent.click(within(tools).getByRole("button", { name: "3D model" })));
  return t;
};

const catalogueNames = () =>
  within(screen.getByRole("list", { name: "Model catalogue" }))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("the model picker", () => {
  it("filters by a category, loads the next page and offers its model once a spot is chosen", async () => {
    const t = await openModelTool();
    await screen.findByText("12 of 13 models");
    const category = screen.getByLabelText("Category") as HTMLSelectElement;
    expect(Array.from(category.options, (o) => o.text)).toEqual([
      "All",
      "Furniture",
      "Signs and arrows",
      "Nature",
      "People and vehicles",
    ]);
    expect(category.value).toBe("");
    expect(catalogueNames()).toHaveLength(12);

    await act(async () => fireEvent.change(category, { target: { value: "furniture" } }));
    await screen.findByText("4 of 4 models");
    expect(screen.queryByRole("button", { name: "More models" })).toBeNull();

    await act(async () => fireEvent.change(category, { target: { value: "" } }));
    await screen.findByText("12 of 13 models");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More models" })));
    await screen.findByText("13 of 13 models");
    expect(screen.queryByRole("button", { name: "More models" })).toBeNull();

    const last = t.store.editor.assets.catalogue.items[12];
    if (last === undefined) throw new Error("no second page");
    const button = within(screen.getByRole("list", { name: "Model catalogue" })).getByRole(
      "button",
      { name: last.name },
    );
    // Until a spot is clicked there is nowhere to place it. jsdom draws no panorama: the
    // canvas's click is the store's `place`, as the canvas calls it. (Placing it is the store's
    // test and the browser journey's: a placed model needs WebGL, which jsdom lacks.)
    expect(button.hasAttribute("disabled")).toBe(true);
    await act(async () => {
      t.store.editor.place({ yaw: 30, pitch: -10 }, "Info");
    });
    expect(button.hasAttribute("disabled")).toBe(false);
  });

  it("says a page that failed, keeps the models shown and asks again on retry", async () => {
    let dropping = false;
    await openModelTool({
      network: (call, send) =>
        dropping && call.path === "/api/v3/tour/model/list"
          ? Promise.reject(new TypeError("Failed to fetch"))
          : send(),
    });
    await screen.findByText("12 of 13 models");
    dropping = true;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More models" })));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The model catalogue could not be loaded.");
    expect(catalogueNames()).toHaveLength(12);
    dropping = false;
    await act(async () =>
      fireEvent.click(within(alert).getByRole("button", { name: "Try again" })),
    );
    await screen.findByText("13 of 13 models");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
