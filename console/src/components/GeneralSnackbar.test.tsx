import { SNACKBAR_SEVERITIES } from "@orbis/core/device";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithStores } from "../testing/renderWithStores";
import { type TestRootStore, testRootStore } from "../testing/testRootStore";
import { AiSnackbar } from "./AiSnackbar";
import { GeneralSnackbar } from "./GeneralSnackbar";

let t: TestRootStore;
const width = window.innerWidth;

beforeEach(async () => {
  t = await testRootStore();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
});

const shown = () => document.querySelector(".snackbar__text")?.textContent ?? null;

describe("general snackbar", () => {
  it("shows one message at a time, the newest at once, each for 3 seconds", () => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("Saved");
      t.store.ui.snackbar.show("Published");
    });
    expect(document.querySelectorAll(".snackbar")).toHaveLength(1);
    // The newest shows at once; the one it cut short gets its full turn after it.
    expect(shown()).toBe("Published");
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe("Published");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("Saved");
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBeNull();
  });

  it("lets the newest message of a kind replace the older ones, on show or waiting", () => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("a.jpg is not an image", { severity: "error", kind: "refused" });
      t.store.ui.snackbar.show("The voice is ready.", { severity: "success" });
      t.store.ui.snackbar.show("b.jpg is not an image", { severity: "error", kind: "refused" });
    });
    expect(shown()).toBe("b.jpg is not an image");
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe("The voice is ready.");
    act(() => vi.advanceTimersByTime(3000));
    // a.jpg's message was replaced: it never comes back during what the user does next.
    expect(shown()).toBeNull();
  });

  it("shows the same words raised twice once, for a fresh full time", () => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("The request is invalid", { severity: "error" });
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      t.store.ui.snackbar.show("The request is invalid", { severity: "error" });
    });
    expect(t.store.ui.snackbar.messages).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe("The request is invalid");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it.each(SNACKBAR_SEVERITIES)("draws the %s severity with its own icon", (severity) => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("Something happened", { severity });
    });
    const bar = document.querySelector(".snackbar");
    expect(bar?.className).toContain("snackbar--bottom-center");
    expect(bar?.querySelector(`svg[data-icon="${severity}"]`)).not.toBeNull();
    expect(bar?.getAttribute("role")).toBe(
      severity === "error" || severity === "warning" ? "alert" : "status",
    );
  });

  it("closes on its close button and brings on the next message", () => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("Second", { closable: false });
      t.store.ui.snackbar.show("First");
    });
    expect(shown()).toBe("First");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(shown()).toBe("Second");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    // The next message gets its own full 3 s from when it shows.
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe("Second");
  });

  it("offers a message's action as a button that runs it and hides the message and those waiting", () => {
    const ran: string[] = [];
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("Later");
      t.store.ui.snackbar.show("The number of projects is exceeded", {
        severity: "error",
        action: { label: "Upgrade", onAction: () => ran.push("upgrade") },
      });
    });
    const upgrade = screen.getByRole("button", { name: "Upgrade" });
    // A plain button: Tab reaches it, Enter and Space press it.
    expect(upgrade.tagName).toBe("BUTTON");
    expect(upgrade.getAttribute("type")).toBe("button");
    expect(upgrade.tabIndex).toBe(0);
    fireEvent.click(upgrade);
    expect(ran).toEqual(["upgrade"]);
    // The action leads elsewhere: "Later" was about the screen left and does not replay there.
    expect(shown()).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBeNull();
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull();
  });

  it("shows no action button for a message without one", () => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("Saved", { severity: "success" });
    });
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Close",
    ]);
  });

  it("holds a message while it has the focus, so its action is reached in time", () => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("Storage is full", {
        severity: "error",
        action: { label: "Upgrade", onAction: () => {} },
      });
    });
    act(() => screen.getByRole("button", { name: "Upgrade" }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe("Storage is full");
    // Leaving it gives it a fresh full time, then it goes.
    act(() => screen.getByRole("button", { name: "Upgrade" }).blur());
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe("Storage is full");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it("holds a message while the pointer is on it", () => {
    renderWithStores(<GeneralSnackbar />, t);
    act(() => {
      t.store.ui.snackbar.show("Hovered");
    });
    const bar = document.querySelector(".snackbar") as HTMLElement;
    fireEvent.mouseEnter(bar);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe("Hovered");
    fireEvent.mouseLeave(bar);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBeNull();
  });

  it("drops focus on mobile when a message appears, and keeps it on desktop", () => {
    const input = document.createElement("input");
    document.body.append(input);
    renderWithStores(<GeneralSnackbar />, t);
    input.focus();
    act(() => {
      t.store.ui.snackbar.show("Desktop");
    });
    expect(document.activeElement).toBe(input);
    act(() => t.store.ui.snackbar.dismiss());
    Object.defineProperty(window, "innerWidth", { value: 375, configurable: true });
    act(() => {
      t.store.ui.snackbar.show("Phone");
    });
    expect(document.activeElement).not.toBe(input);
    input.remove();
  });
});

describe("AI snackbar", () => {
  it("says generation is complete and where to look, top-right, for 3 seconds", () => {
    renderWithStores(<AiSnackbar />, t);
    act(() => t.store.ui.showAiSnackbar());
    const bar = screen.getByRole("status");
    expect(bar.className).toContain("snackbar--top-right");
    expect(bar.textContent).toContain("AI image generation is complete");
    expect(bar.textContent).toContain("Create > AI image generation and selection");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("closes on its close button", () => {
    renderWithStores(<AiSnackbar />, t);
    act(() => t.store.ui.showAiSnackbar());
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
