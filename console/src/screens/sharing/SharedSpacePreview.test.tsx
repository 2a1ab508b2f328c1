import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import { sharedSpaceFixture } from "../../testing/sharedSpace";

/*
 * `/shared/:id/preview` through the real route tree against the real server: a published tour
 * shared through a code its holder joined with (testing/sharedSpace.ts).
 */

afterEach(cleanup);

const thread = () => screen.getByRole("region", { name: "Comments" });
const box = () => screen.getByLabelText("Comment") as HTMLTextAreaElement;
const commentBy = (name: string) =>
  within(thread()).getAllByRole("listitem", { name: `Comment by ${name}` });

describe("/shared/:id/preview", () => {
  it("plays the tour and posts, edits and deletes a comment as plain text", async () => {
    const space = await sharedSpaceFixture("preview-screen");
    const { t } = await renderSignedIn(`/shared/${space.spaceId}/preview`, space.holder);
    expect(await screen.findByRole("heading", { name: space.title, level: 1 })).toBeTruthy();
    const frame = screen.getByTitle(`Tour: ${space.title}`) as HTMLIFrameElement;
    expect(frame.src).toMatch(/\/t\//);
    expect(
      await within(thread()).findByText("No comments yet. Be the first to comment."),
    ).toBeTruthy();
    // Opened, the space is read: the menu's count says so without another navigation.
    await waitFor(() => expect(t.store.sharing.unreadCount).toBe(0));
    const read = t.sent.findIndex((r) => r.method === "DELETE" && r.path.endsWith("/unread"));
    expect(read).toBeGreaterThanOrEqual(0);
    expect(t.sent.slice(read + 1).some((r) => r.path.endsWith("/space/share/unread"))).toBe(true);

    // A blank one is refused under the box, in its live region; nothing is sent.
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Write something before posting.")).toBeTruthy();
    expect(t.sent.filter((r) => r.method === "POST" && r.path.endsWith("/comment"))).toEqual([]);

    fireEvent.change(box(), { target: { value: "<img src=x onerror=alert(1)>\nsecond line" } });
    expect(screen.getByText("40 / 1000")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    const [item] = await waitFor(() => commentBy(space.holder.email));
    if (item === undefined) throw new Error("no comment");
    const text = within(item).getByText(/second line/);
    expect(text.textContent).toBe("<img src=x onerror=alert(1)>\nsecond line");
    expect(item.querySelector("img")).toBeNull();
    expect(box().value).toBe("");

    fireEvent.click(within(item).getByRole("button", { name: "Edit" }));
    fireEvent.change(within(item).getByLabelText("Edit comment"), {
      target: { value: "Better words" },
    });
    fireEvent.click(within(item).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(item).queryByLabelText("Edit comment")).toBeNull());
    expect(within(item).getByText("Better words").tagName).toBe("P");
    expect(document.activeElement).toBe(within(item).getByRole("button", { name: "Edit" }));
    expect(within(item).getByText("edited")).toBeTruthy();

    fireEvent.click(within(item).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this comment?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(within(thread()).queryByRole("listitem", { name: /^Comment by/ })).toBeNull(),
    );
    expect(t.store.ui.snackbar.current?.text).toBe("The comment is deleted.");
    expect(document.activeElement).toBe(thread());
  });

  it("shows older comments and says the comment rate's refusal by the box", async () => {
    const space = await sharedSpaceFixture("preview-rate");
    // Six comments a minute per account: four readers write the 24 comments, oldest first.
    const [first, second] = await Promise.all([
      registerAccount("preview-rate-first"),
      registerAccount("preview-rate-second"),
    ]);
    const writers: [TestAccount, string][] = [
      [space.owner, "owner"],
      [first, "first"],
      [second, "second"],
      [space.holder, "mine"],
    ];
    for (const [account, label] of writers) {
      const api = apiOn(account);
      if (account !== space.owner) await api.joinShareCode({ body: { code: space.code } });
      for (let i = 1; i <= 6; i++) {
        await api.createSpaceComment({
          params: { spaceId: space.spaceId },
          body: { content: `${label} ${i}` },
        });
      }
    }
    await renderSignedIn(`/shared/${space.spaceId}/preview`, space.holder);
    await screen.findByText("mine 6");
    expect(screen.getByText("owner 5")).toBeTruthy();
    expect(screen.queryByText("owner 4")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show older comments" }));
    expect(await screen.findByText("owner 1")).toBeTruthy();
    expect(within(thread()).getAllByRole("listitem")).toHaveLength(24);
    expect(screen.queryByRole("button", { name: "Show older comments" })).toBeNull();

    fireEvent.change(box(), { target: { value: "a seventh in a minute" } });
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(
      await screen.findByText(
        /^You are commenting too fast\. Please wait a moment \(try again in \d+ s\)$/,
      ),
    ).toBeTruthy();
    expect(box().value).toBe("a seventh in a minute");
  });

  it("says the owner took the tour offline, and keeps its comments open", async () => {
    const space = await sharedSpaceFixture("preview-offline");
    await apiOn(space.owner).createSpaceComment({
      params: { spaceId: space.spaceId },
      body: { content: "See you at the opening" },
    });
    await apiOn(space.owner).unpublishTour({ params: { id: space.spaceId } });
    await renderSignedIn(`/shared/${space.spaceId}/preview`, space.holder);
    expect(
      await screen.findByText(
        "The owner has taken this tour offline. Its comments are still here.",
      ),
    ).toBeTruthy();
    expect(screen.queryByTitle(`Tour: ${space.title}`)).toBeNull();
    expect(await within(thread()).findByText("See you at the opening")).toBeTruthy();
    expect(screen.getByLabelText("Comment")).toBeTruthy();
  });

  it("says plainly when the tour is not shared with the reader, with the way to the list", async () => {
    const space = await sharedSpaceFixture("preview-stranger");
    const stranger = await registerAccount("preview-stranger-x");
    await renderSignedIn(`/shared/${space.spaceId}/preview`, stranger);
    expect(
      await screen.findByRole("heading", { name: "This tour is not shared with you", level: 1 }),
    ).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Go to the tours shared with me" }).getAttribute("href"),
    ).toBe("/shared");
  });
});
