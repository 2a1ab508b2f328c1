import { ORBIS_SERVICE } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { apiOn, instructorAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { RecordContextProvider } from "react-admin";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { groupWithStudents, renderInAdmin } from "./adminTesting";
import { ResetPasswordButton } from "./ResetPasswordButton";

/*
 * A student's password reset against the real server: asked first, then the new one-time
 * password shown once, and it is the one that signs the student in now.
 */

let instructor: TestAccount;
let student: Awaited<ReturnType<typeof groupWithStudents>>["students"][number];
beforeAll(async () => {
  instructor = await instructorAccount("admin-reset");
  const group = await groupWithStudents(instructor, "Class R", ["김민지"]);
  [student] = group.students as [typeof student];
});

afterEach(cleanup);

const signIn = (loginId: string, password: string) =>
  apiOn().loginEmail({ body: { ...ORBIS_SERVICE, email: loginId, password } });

describe("ResetPasswordButton", () => {
  it("asks first, then shows the new password once, which signs the student in", async () => {
    await renderInAdmin(
      instructor,
      "students",
      <RecordContextProvider value={student}>
        <ResetPasswordButton />
      </RecordContextProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Reset password" }));
    const confirm = await screen.findByRole("dialog", { name: "Reset password" });
    expect(
      within(confirm).getByText(
        "Give 김민지 a new password? Their current password will stop working.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));

    const shown = await screen.findByRole("dialog", { name: "New password for 김민지" });
    expect(within(shown).getByText(student.loginId)).toBeTruthy();
    expect(
      within(shown).getByText(
        "This password is shown only this once: hand it to the student. They set their own when they first sign in.",
      ),
    ).toBeTruthy();
    expect(within(shown).getByRole("button", { name: "Copy: 김민지" })).toBeTruthy();
    const password = within(shown).getByTestId("one-time-password").textContent ?? "";
    expect(password).not.toBe(student.password);
    expect(password.length).toBeGreaterThanOrEqual(8);

    expect((await signIn(student.loginId, password)).accessToken).toBeTruthy();
    const old = await signIn(student.loginId, student.password).catch((error: unknown) => error);
    expect(isAppError(old)).toBe(true);

    fireEvent.click(within(shown).getByRole("button", { name: "Close" }));
    expect(screen.queryByText(password)).toBeNull();
  });
});
