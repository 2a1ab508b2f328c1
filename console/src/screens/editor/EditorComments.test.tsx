import { apiOn } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import { sharedSpaceFixture } from "../../testing/sharedSpace";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * The editor's "Comments" section on the real server: the owner of a tour shared through a code
 * reads its holder's comment there and deletes it; nothing is read until the section opens.
 */

const rendered: TestRootStore[] = [];
afterEach(async () => {
  for (const t of rendered.splice(0)) {
    t.store.editor.close();
    await Promise.all(t.sent.map((r) => r.done));
  }
  cleanup();
});

const commentCalls = (t: TestRootStore) =>
  t.sent.filter((r) => r.path.includes("/comment") || /\/space\/[^/]+$/.test(r.path));

describe("the editor's Comments section", () => {
  it("loads when opened, and lets the owner delete a holder's comment", async () => {
    const space = await sharedSpaceFixture("editor-comments");
    await apiOn(space.holder).createSpaceComment({
      params: { spaceId: space.spaceId },
      body: { content: "The stairs look great" },
    });
    const { t } = await renderSignedIn(
      `/project/${space.projectId}/edit/${space.spaceId}`,
      space.owner,
    );
    rendered.push(t);
    const toggle = await screen.findByRole("button", { name: "Comments" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(commentCalls(t)).toEqual([]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const region = screen.getByRole("region", { name: "Comments" });
    const item = await within(region).findByRole("listitem", {
      name: `Comment by ${space.holder.email}`,
    });
    expect(within(item).getByText("The stairs look great")).toBeTruthy();
    expect(within(item).queryByRole("button", { name: "Edit" })).toBeNull();
    await within(region).findByText(/As its owner you can delete any of them/);

    fireEvent.click(within(item).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this comment?" });
    expect(within(dialog).getByText(/comment is removed for everyone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await within(region).findByText("No comments yet. Be the first to comment."),
    ).toBeTruthy();
    const left = await apiOn(space.holder).listSpaceComments({
      params: { spaceId: space.spaceId },
      query: {},
    });
    expect(left.total).toBe(0);
  });
});
