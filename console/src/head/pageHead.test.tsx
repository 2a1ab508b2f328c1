import type { SiteMetadata } from "@orbis/core/contract";
import { apiOn } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderConsoleAt } from "../screens/auth/testing/renderConsoleAt";

/* The head after each navigation, from the real server's /metadata.json. */

let metadata: SiteMetadata;
beforeAll(async () => {
  metadata = await apiOn().getSiteMetadata();
});

afterEach(cleanup);

const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;

describe("head metadata", () => {
  it("sets title, description, keywords, Open Graph and language per page, reading the file once", async () => {
    const { t, router } = await renderConsoleAt("/builder/pricing");
    const pricing = metadata["/builder/pricing"]?.en;
    expect(pricing?.title).toContain("Orbis");
    await waitFor(() => expect(document.title).toBe(pricing?.title));
    expect(meta('name="description"')).toBe(pricing?.description);
    expect(meta('name="keywords"')).toBe(pricing?.keywords);
    expect(meta('property="og:title"')).toBe(pricing?.title);
    expect(meta('property="og:description"')).toBe(pricing?.description);
    expect(document.documentElement.lang).toBe("en");

    // A page with a translated title of its own keeps it; the entry gives the description.
    await act(() => router.navigate("/404"));
    await waitFor(() => expect(meta('name="description"')).toBe(metadata["/404"]?.en?.description));
    expect(document.title).toBe("Page not found | Orbis");

    // A page without an entry: no keywords linger from the last one.
    await act(() => router.navigate("/password"));
    await act(() => router.navigate("/oauth/naver"));
    await waitFor(() => expect(meta('name="keywords"')).toBeUndefined());
    expect(document.title).toBe("Orbis");

    expect(t.sent.filter((r) => r.path === "/metadata.json")).toHaveLength(1);
  });

  it("follows the interface language", async () => {
    await renderConsoleAt("/");
    await waitFor(() => expect(document.title).toBe(metadata["/"]?.en?.title));
    const select = await screen.findByRole("combobox", { name: "Language" });
    fireEvent.change(select, { target: { value: "vi" } });
    await waitFor(() => expect(document.title).toBe(metadata["/"]?.vi?.title));
    expect(meta('name="description"')).toBe(metadata["/"]?.vi?.description);
    expect(document.documentElement.lang).toBe("vi");
  });
});
