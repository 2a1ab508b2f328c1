import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";
import type { TestRootStore } from "../../../testing/testRootStore";

/*
 * `/mypage/usage` inside the whole console, signed in as a fresh FREE account on the real server
 * (`GET /api/v3/account/usage`); then the same account after it has made projects and tours.
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("usage-screen");
  // The first check-in, so that no first-access coupon dialog covers the screen.
  await apiOn(account).checkin();
});

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

const open = async () => {
  const opened = await renderSignedIn("/mypage/usage", account);
  rendered.push(opened.t);
  await screen.findByRole("heading", { level: 1, name: "Usage" });
  return opened;
};

/** The meter labelled `label`: its figure and whether it warns. */
const meter = (label: string) => {
  const row = screen.getByText(label).closest(".usage-meter") as HTMLElement;
  return {
    text: row.querySelector(".usage-meter__label")?.textContent,
    warning: row.querySelector(".usage-meter__warning")?.textContent ?? null,
  };
};

describe("the usage screen", () => {
  it("shows a fresh FREE account's storage and counts, each with its bar, and no upgrade", async () => {
    await open();
    await screen.findByText("Contents storage");
    expect(meter("Contents storage").text).toBe("Contents storage0 Bytes of 1.00 GB (0%)");
    expect(meter("Hosting storage").text).toBe("Hosting storage0 Bytes of 1.00 GB (0%)");
    expect(meter("Projects").text).toBe("Projects0 of 3 (0%)");
    expect(meter("Published URLs").text).toBe("Published URLs0 of 1 (0%)");
    expect(screen.getByRole("progressbar", { name: "Projects" })).toBeTruthy();
    expect(screen.getByText("No projects yet. Each project may hold up to 5 tours.")).toBeTruthy();
    expect(meter("Projects").warning).toBeNull();
    expect(screen.queryByRole("link", { name: "Upgrade your plan" })).toBeNull();
  });

  it("warns at the limit and offers the upgrade to the plan change", async () => {
    const api = apiOn(account);
    const names = ["North", "South", "East"];
    for (const name of names) await api.createProject({ body: { name, kind: "contents" } });
    const north = (await api.listProjects()).find((p) => p.name === "North");
    await api.createProjectTour({ params: { id: north?.id ?? "" }, body: { title: "Gate" } });
    const { router } = await open();
    await screen.findByText("Tours of North");
    expect(meter("Projects")).toEqual({
      text: "Projects3 of 3 (100%)",
      warning: "100% of the limit is used.",
    });
    expect(meter("Tours of North").text).toBe("Tours of North1 of 5 (20%)");
    expect(meter("Tours of South").text).toBe("Tours of South0 of 5 (0%)");
    expect(meter("Tours of North").warning).toBeNull();
    const upgrade = screen.getByRole("link", { name: "Upgrade your plan" });
    expect(upgrade.getAttribute("href")).toBe("/payment");
    fireEvent.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
  });

  it("reads Vietnamese when the interface is in Vietnamese", async () => {
    const { t } = await open();
    await screen.findByText("Contents storage");
    await act(() => t.store.ui.setLanguage("vi"));
    const section = await screen.findByRole("region", { name: "Dung lượng lưu trữ" });
    expect(within(section).getByText("Lưu trữ nội dung")).toBeTruthy();
  });
});
