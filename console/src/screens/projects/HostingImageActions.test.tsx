import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";

/*
 * A hosting image renamed and deleted from its card on `/projects/hosting-images/:id`, in the
 * whole console on the real server: each through its dialog, the storage bar giving the bytes back.
 */

let account: TestAccount;
let path: string;
/** The uploaded image's title (happy-dom's FormData sends its file as "blob"). */
let title: string;

beforeAll(async () => {
  account = await registerAccount("image-actions");
  const api = apiOn(account);
  await api.checkin();
  const project = await api.createProject({ body: { name: "Gallery", kind: "hosting" } });
  const body = new FormData();
  body.append("files", new Blob([new Uint8Array(panoramaPng())]), "Lobby.png");
  const { stored } = await api.uploadHostingImages({ params: { id: project.id }, body });
  title = stored[0]?.title ?? "";
  path = `/projects/hosting-images/${project.id}`;
}, 120_000);

afterEach(cleanup);

/** The hosting storage bar's text. */
const hostingUsage = () => screen.getByText(/ used/).textContent ?? "";

describe("a hosting image's card", () => {
  it("renames the image and deletes it, giving its storage back", async () => {
    await renderSignedIn(path, account);
    await screen.findByText(title);
    expect(hostingUsage()).not.toMatch(/^0 Bytes/);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: `Rename ${title}` })));
    const rename = screen.getByRole("dialog", { name: "Rename the image" });
    const name = within(rename).getByLabelText("Image name");
    fireEvent.change(name, { target: { value: " " } });
    await act(async () =>
      fireEvent.click(within(rename).getByRole("button", { name: "Save the name" })),
    );
    expect(within(rename).getByText("Please fill this in.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Main hall" } });
    await act(async () =>
      fireEvent.click(within(rename).getByRole("button", { name: "Save the name" })),
    );
    await screen.findByText("The image is now called “Main hall”");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Main hall")).toBeTruthy();

    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Delete Main hall" })),
    );
    const remove = screen.getByRole("dialog", { name: "Delete this image?" });
    expect(within(remove).getByText(/Its image link and viewer page stop opening/)).toBeTruthy();
    await act(async () => fireEvent.click(within(remove).getByRole("button", { name: "Delete" })));
    await screen.findByText("The image is deleted and its hosting storage given back.");
    expect(screen.queryByText("Main hall")).toBeNull();
    expect(hostingUsage()).toMatch(/^0 Bytes/);
  });
});
