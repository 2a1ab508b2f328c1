import { registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSignedIn } from "../testing/renderSignedIn";

afterEach(cleanup);

/*
 * A snackbar belongs to the screen it was raised on (docs/decisions.md): opening another screen
 * drops the messages waiting behind the one on show, so an old "created" does not replay there.
 */
describe("snackbars across screens", () => {
  it("drops the messages waiting when another screen opens, and lets the one on show finish", async () => {
    const account = await registerAccount("snackbar-screens");
    const { t, router, where } = await renderSignedIn("/mypage/purchase", account);
    await screen.findByRole("heading", { level: 1 });
    act(() => {
      t.store.ui.snackbar.show("Showroom 3 was created.", { severity: "success" });
      t.store.ui.snackbar.show("The project was renamed.", { severity: "success" });
    });
    expect(t.store.ui.snackbar.messages.map((m) => m.text)).toEqual([
      "The project was renamed.",
      "Showroom 3 was created.",
    ]);
    await act(() => router.navigate("/payment"));
    expect(where()).toBe("/payment");
    expect(t.store.ui.snackbar.messages.map((m) => m.text)).toEqual(["The project was renamed."]);
  });
});
