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

  it("marks the name field when a classmate has the name, and renames no one", async () => {
    const { students } = await groupWithStudents(instructor, "Class B", ["이서준", "박지훈"]);
    const [seojun] = students;
    await renderAdminApp(instructor, `/students/${seojun?.id}`);
    const alias = await screen.findByRole("textbox", { name: /^Name/ });
    await waitFor(() => expect(alias).toHaveProperty("value", "이서준"));
    expect(alias.getAttribute("maxlength")).toBe("50");
    fireEvent.change(alias, { target: { value: "박지훈" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Some student names are repeated or cannot be used"),
    ).toBeTruthy();
    await waitFor(() => expect(alias.getAttribute("aria-invalid")).toBe("true"));
    const group = await apiOn(instructor).listEduGroupUsers({
      params: { groupId: seojun?.groupId ?? "" },
    });
    expect(group.map((s) => s.userAlias).sort()).toEqual(["박지훈", "이서준"].sort());
  });
});
