import { formatShareCode } from "@orbis/core/sharing";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import { fill } from "../auth/testing/renderConsoleAt";

/*
 * `/project/:id/space` through the real route tree against the real server: the owner makes,
 * copies and deletes a share code and ticks which codes see each tour; a coworker only reads.
 */

let owner: TestAccount;
let coworker: TestAccount;
let projectId: string;
let publishedId: string;
beforeAll(async () => {
  owner = await registerAccount("space-tab-owner");
  coworker = await registerAccount("space-tab-coworker");
  const api = apiOn(owner);
  await api.checkin();
  await apiOn(coworker).checkin();
  const tour = await publishedTourVia(api, "Atrium");
  projectId = tour.projectId;
  publishedId = tour.tourId;
  await api.createProjectTour({ params: { id: projectId }, body: { title: "Attic" } });
  await api.addProjectCoworker({
    params: { id: projectId },
    body: { email: coworker.email, role: "editor" },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = async (account: TestAccount) => {
  const rendered = await renderSignedIn(`/project/${projectId}/space`, account);
  await screen.findByRole("heading", { name: "Atrium project", level: 1 });
  return rendered;
};

describe("/project/:id/space", () => {
  it("lets the owner make a code, share a published tour through it, copy and delete it", async () => {
    const { t } = await open(owner);
    expect(await screen.findByText(/You have no share codes yet/)).toBeTruthy();
    const attic = await screen.findByRole("group", { name: "Attic" });
    expect(within(attic).getByText("Publish this tour before sharing it.")).toBeTruthy();

    fill("Share code title", "Class A");
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    const copy = await screen.findByRole("button", { name: /^Copy the code / });
    const shown = (copy.getAttribute("aria-label") ?? "").replace("Copy the code ", "");
    expect(shown).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const codes = await apiOn(owner).listShareCodes();
    expect(codes.map((c) => [c.title, formatShareCode(c.code)])).toEqual([["Class A", shown]]);
    expect(screen.getByText(shown).tagName).toBe("CODE");
    expect(t.store.ui.snackbar.messages.map((m) => m.text)).toContain(
      `The code ${shown} was created. Give it to the people who should see your tours.`,
    );
    expect((screen.getByLabelText("Share code title") as HTMLInputElement).value).toBe("");

    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    fireEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shown));

    const atrium = screen.getByRole("group", { name: "Atrium" });
    const box = await within(atrium).findByRole("checkbox", { name: `Class A (${shown})` });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(within(attic).queryByRole("checkbox")).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    const codeId = codes[0]?.codeId ?? "";
    expect(
      (await apiOn(owner).getSpaceShare({ params: { spaceId: publishedId } })).codeIds,
    ).toEqual([codeId]);
    expect(await screen.findByText("Tours shared: 1")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete the code “Class A”" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this share code?" });
    expect(dialog.textContent).toContain(
      `Everyone who joined with ${shown} (“Class A”) loses access to the tours shared through it at once.`,
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete code" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(/You have no share codes yet/)).toBeTruthy();
    expect(await apiOn(owner).listShareCodes()).toEqual([]);
    expect(
      (await apiOn(owner).getSpaceShare({ params: { spaceId: publishedId } })).codeIds,
    ).toEqual([]);
  });

  it("tells a coworker that only the owner manages sharing", async () => {
    const { t } = await open(coworker);
    expect(
      await screen.findByText(
        "Only the project's owner manages who sees its tours through share codes.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Share code title")).toBeNull();
    expect(t.sent.some((r) => r.path.endsWith("/space/share/code/list"))).toBe(false);
  });
});
