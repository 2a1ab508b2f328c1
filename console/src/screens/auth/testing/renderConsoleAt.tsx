import { serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect } from "vitest";
import { createRouteTree } from "../../../router/routeTree";
import { StoreProvider } from "../../../stores/StoreContext";
import {
  type TestRootStore,
  type TestRootStoreOptions,
  testRootStore,
} from "../../../testing/testRootStore";

/**
 * The whole console rendered at `path` on a memory router, its stores on the real server (or on
 * `origin`, for a test that runs a server of its own and set the page there); `edges` sets the
 * clock, for a test that moves time itself, or the network, for one about a failing call.
 */
export const renderConsoleAt = async (
  path: string,
  storage?: Storage,
  origin = serverOrigin(),
  edges: Pick<TestRootStoreOptions, "now" | "network"> = {},
) => {
  const t: TestRootStore = await testRootStore({
    origin,
    ...(storage ? { storage } : {}),
    ...edges,
  });
  const router = createMemoryRouter(createRouteTree(t.store.auth), { initialEntries: [path] });
  render(
    <I18nextProvider i18n={t.translator.i18n}>
      <StoreProvider store={t.store}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { t, router, where };
};

/** Types `value` into the field labelled `label`. */
export const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const RATE_LIMITED = "Too many requests; please wait a moment and retry";

/**
 * Presses `button` and waits for `done`. Every test file shares the server's per-minute limits
 * from one address: when the form says it was rate limited, wait and press again, as a user would.
 */
export const pressPatiently = async (button: string, done: () => void, timeout = 90_000) => {
  const deadline = Date.now() + timeout;
  for (;;) {
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: button }));
    });
    const outcome = await waitFor(
      () => {
        if (screen.queryByText(RATE_LIMITED)) return "limited";
        done();
        return "done";
      },
      { timeout: 15_000 },
    );
    if (outcome === "done") return;
    if (Date.now() > deadline) throw new Error(`Still rate limited after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 6_000));
  }
};
