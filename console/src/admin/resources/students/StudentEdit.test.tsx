import { apiOn, instructorAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { groupWithStudents, renderAdminApp } from "./adminTesting";

/* Renaming a student in the whole admin application, through the admin API's PUT. */

let instructor: TestAccount;
let groupId: string;
let studentId: string;
beforeAll(async () => {
  instructor = await instructorAccount("admin-alias");
  const group = await groupWithStudents(instructor, "Class A", ["김민지"]);
  groupId = group.groupId;
  studentId = group.students[0]?.id ?? "";
});

afterEach(cleanup);

describe("StudentEdit", () => {
  it("renames the student and goes back to the list", async () => {
    await renderAdminApp(instructor, `/students/${studentId}`);
    const alias = await screen.findByRole("textbox", { name: /^Name/ });
    await waitFor(() => expect(alias).toHaveProperty("value", "김민지"));
    fireEvent.change(alias, { target: { value: "김민지 (2반)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(async () => {
      const students = await apiOn(instructor).listEduGroupUsers({ params: { groupId } });
      expect(students.map((s) => s.userAlias)).toEqual(["김민지 (2반)"]);
    });
    expect(await screen.findByRole("columnheader", { name: /Login ID/ })).toBeTruthy();
  });
});
