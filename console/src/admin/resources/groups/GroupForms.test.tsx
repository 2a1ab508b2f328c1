import { apiOn, instructorAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { groupWithStudents, renderAdminApp } from "../students/adminTesting";

/*
 * A new group in the whole admin application against the real server: the name input carries
 * the contract's limit, and a refusal of the server marks the name field in the admin's words
 * instead of a generic notice.
 */

let instructor: TestAccount;
beforeAll(async () => {
  instructor = await instructorAccount("admin-group-form");
});

afterEach(cleanup);

const groupNames = async () =>
  (await apiOn(instructor).listEduGroups()).map((group) => group.name).sort();

const nameInput = async () => screen.findByRole("textbox", { name: /^Group name/ });

describe("the group form", () => {
  it("carries the contract's 50 characters on the name input", async () => {
    await renderAdminApp(instructor, "/groups/create");
    // The browser keeps typing and pasting to it; past it, the form would not even submit.
    expect((await nameInput()).getAttribute("maxlength")).toBe("50");
  });

  it("marks the name field with the server's refusal, not a generic notice", async () => {
    await renderAdminApp(instructor, "/groups/create");
    const name = await nameInput();
    // Only the server knows a NUL cannot be stored: its 400 names the field.
    fireEvent.change(name, { target: { value: "3-1\u0000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Contains a character that cannot be stored (such as NUL)"),
    ).toBeTruthy();
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByText("The request is invalid")).toBeNull();
    expect(await groupNames()).toEqual([]);
  });

  it("says in Orbis's words that another account's group is not there", async () => {
    const other = await instructorAccount("admin-group-other");
    const { groupId } = await groupWithStudents(other, "Another school", ["김민지"]);
    const { where } = await renderAdminApp(instructor, `/groups/${groupId}`);
    expect(
      await screen.findByText("This record does not exist, or it is not one of yours."),
    ).toBeTruthy();
    expect(screen.queryByText("Element does not exist")).toBeNull();
    await waitFor(() => expect(where()).toBe("/admin/groups"));
  });
});
