import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithStores } from "../testing/renderWithStores";
import { type TestRootStore, testRootStore } from "../testing/testRootStore";
import { SHEET_CLOSE_MS, TermsViewer } from "./TermsViewer";

let t: TestRootStore;
let onClose: ReturnType<typeof vi.fn<() => void>>;
beforeEach(async () => {
  t = await testRootStore();
  onClose = vi.fn<() => void>();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (viewportWidth: number, fullscreen = false) =>
  renderWithStores(
    <TermsViewer
      title="Terms"
      onClose={onClose}
      viewportWidth={viewportWidth}
      fullscreen={fullscreen}
    >
      The terms.
    </TermsViewer>,
    t,
  );

/** Drags the sheet's handle down by `dy` pixels and lets go. */
const drag = (dy: number) => {
  const handle = screen.getByTestId("sheet-handle");
  fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientY: 100 + dy, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientY: 100 + dy, pointerId: 1 });
};

const finishAnimation = () => act(() => vi.advanceTimersByTime(SHEET_CLOSE_MS));

describe("terms viewer", () => {
  it("is a centred modal on desktop, closed by its Close button at once", () => {
    view(1280);
    const dialog = screen.getByRole("dialog", { name: "Terms" });
    expect(dialog.className).toContain("modal--center");
    expect(screen.queryByTestId("sheet-handle")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    [375, false],
    [1280, true],
  ])("is a bottom sheet up to 95%% of the window at width %d (fullscreen %s)", (width, full) => {
    view(width, full);
    const dialog = screen.getByRole("dialog", { name: "Terms" });
    expect(dialog.className).toContain("modal--bottom-sheet");
    expect(dialog.style.maxHeight).toBe("calc(var(--vh, 1vh) * 95)");
  });

  it("closes the sheet by animation from its Close button", () => {
    view(375);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.querySelector(".modal-root--closing")).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    finishAnimation();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes the sheet on a tap on the backdrop", () => {
    view(375);
    fireEvent.click(screen.getByTestId("modal-backdrop"));
    finishAnimation();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes the sheet when the handle is dragged down past the threshold", () => {
    view(375);
    drag(200);
    finishAnimation();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open after a short drag and springs back", () => {
    view(375);
    const handle = screen.getByTestId("sheet-handle");
    fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 103, pointerId: 1 });
    expect(screen.getByRole("dialog").style.transform).toBe("translateY(3px)");
    fireEvent.pointerUp(handle, { clientY: 103, pointerId: 1 });
    finishAnimation();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog").style.transform).toBe("");
  });
});
