import {
  instructorAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";

/*
 * /admin/audit through the console's route tree against the real server: writes made through
 * the admin API read back as lines a person understands.
 */

/** A write through the admin API, as react-admin's data provider sends it. */
const adminWrite = async (
  account: TestAccount,
  method: "POST" | "PUT",
  path: string,
  body: unknown,
): Promise<{ id: string }> => {
  const answer = await fetch(`${serverOrigin()}/admin-api${path}`, {
    method,
    headers: { "content-type": "application/json", "x-user-auth-token": account.accessToken },
    body: JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
  return (await answer.json()) as { id: string };
};

describe("the audit log", () => {
  afterEach(cleanup);

  it("shows what each write changed, field: from → to", async () => {
    const instructor = await instructorAccount("audit-log");
    const group = await adminWrite(instructor, "POST", "/groups", { name: "Science 5-2" });
    await adminWrite(instructor, "PUT", `/groups/${group.id}`, { name: "Science 5-3" });

    await renderSignedIn("/admin/audit", instructor);
    await screen.findByText("Updated");
    expect(screen.getByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    const rows = screen.getAllByRole("row");
    const rowOf = (action: string) => {
      const row = rows.find(
        (r) => r.querySelector("td") && within(r).queryByText(action, { selector: "span" }),
      );
      if (row === undefined) throw new Error(`no row of ${action}`);
      return row;
    };
    const updated = rowOf("Updated");
    expect(within(updated).getByText(group.id)).toBeTruthy();
    expect(within(updated).getByRole("listitem").textContent).toBe(
      "Group name: Science 5-2 → Science 5-3",
    );
    const created = rowOf("Created");
    expect(within(created).getByText(group.id)).toBeTruthy();
    const lines = within(created)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toContain("Group name: Science 5-2");
  });
});
