import { ORBIS_SERVICE } from "@orbis/core/contract";
import { apiOn, instructorAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { groupWithStudents, renderInAdmin } from "./adminTesting";
import { ImportStudentsDialog } from "./ImportStudentsDialog";

/*
 * "Import students" against the real server: the group's existing students are read first and
 * count as clashes; the preview marks each bad row and keeps Create off; a good list creates
 * the students at once and shows their sign-in details once.
 */

let instructor: TestAccount;
let groupId: string;
beforeAll(async () => {
  instructor = await instructorAccount("admin-import");
  ({ groupId } = await groupWithStudents(instructor, "3학년 1반", ["김민지"]));
});

afterEach(cleanup);

const open = async () => {
  const rendered = await renderInAdmin(
    instructor,
    "students",
    <ImportStudentsDialog open initialGroupId={groupId} onClose={() => {}} />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Import students" });
  // The group's students are read before any preview counts them.
  await waitFor(() =>
    expect(within(dialog).queryByText("Reading the group's students…")).toBeNull(),
  );
  return { ...rendered, dialog };
};

const upload = (
  dialog: HTMLElement,
  content: string | Uint8Array<ArrayBuffer>,
  name = "class.csv",
) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  const file = new File([content], name, { type: "text/csv" });
  fireEvent.change(input, { target: { files: [file] } });
};

// 이름, then 김민지 and 이서연, as Excel in Korea saves a "CSV" (EUC-KR).
const EUC_KR_CLASS = Uint8Array.from([
  0xc0, 0xcc, 0xb8, 0xa7, 0x0d, 0x0a, 0xb1, 0xe8, 0xb9, 0xce, 0xc1, 0xf6, 0x0d, 0x0a, 0xc0, 0xcc,
  0xbc, 0xad, 0xbf, 0xac, 0x0d, 0x0a,
]);
// A PNG picture's first bytes, renamed class.csv.
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const previewRows = async (dialog: HTMLElement) => {
  const table = await within(dialog).findByRole("table", { name: "Preview" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
};

const createButton = (dialog: HTMLElement) =>
  within(dialog).getByRole("button", { name: "Create" });

describe("ImportStudentsDialog", () => {
  it("marks duplicates in the file and names the group already has, and blocks Create", async () => {
    const { dialog } = await open();
    // A BOM, a heading, a blank line, a name typed with decomposed jamo, a repeat, a classmate.
    const file = `\uFEFF이름\r\n이서준\r\n\r\n${"박지훈".normalize("NFD")}\r\n이서준\r\n김민지\r\n`;
    upload(dialog, file);
    await waitFor(async () =>
      expect(await previewRows(dialog)).toEqual([
        ["2", "이서준", "Ready"],
        ["4", "박지훈", "Ready"],
        ["5", "이서준", "The same name is already in the list"],
        ["6", "김민지", "A student of this group already has this name"],
      ]),
    );
    expect(within(dialog).getByRole("status")).toHaveProperty(
      "textContent",
      "Fix the marked rows to create the students.",
    );
    expect(createButton(dialog)).toHaveProperty("disabled", true);
  });

  it("says to paste or upload while there are no names, with Create off", async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole("status").textContent).toBe("Paste names or upload a file.");
    expect(createButton(dialog)).toHaveProperty("disabled", true);
  });

  it.each([
    ["empty.txt", "\uFEFF\r\n\r\n", "empty.txt is empty."],
    [
      "header.csv",
      "\uFEFF이름,학년\r\n",
      "header.csv has only a heading row and no student names.",
    ],
    ["class.csv", PNG, "class.csv is not a text file."],
    ["latin1.csv", Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9, 0x0a]), "The characters of latin1.csv"],
    ["grades.csv", "김민지,3\r\n이서연,3\r\n", "grades.csv has several columns and none is headed"],
  ])(
    "tells what is wrong with %s before any preview, with Create off",
    async (name, content, says) => {
      const { dialog } = await open();
      fireEvent.change(
        within(dialog).getByRole("textbox", { name: "Student names (one per line)" }),
        {
          target: { value: "정하윤" },
        },
      );
      upload(dialog, content, name);
      const alert = await within(dialog).findByRole("alert");
      expect(alert.textContent).toContain(says);
      expect(within(dialog).queryByRole("table", { name: "Preview" })).toBeNull();
      expect(within(dialog).queryByRole("status")).toBeNull();
      expect(createButton(dialog)).toHaveProperty("disabled", true);
    },
  );

  it("reads a class file Excel saved in EUC-KR into the preview", async () => {
    const { dialog } = await open();
    upload(dialog, EUC_KR_CLASS);
    await waitFor(async () =>
      expect(await previewRows(dialog)).toEqual([
        ["2", "김민지", "A student of this group already has this name"],
        ["3", "이서연", "Ready"],
      ]),
    );
  });

  it("creates a good list at once and shows each student's login id and password once", async () => {
    const { dialog } = await open();
    const names = within(dialog).getByRole("textbox", { name: "Student names (one per line)" });
    fireEvent.change(names, { target: { value: "정하윤\n최도윤\n" } });
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe("2 students will be created."),
    );
    fireEvent.click(createButton(dialog));

    const sheet = await screen.findByRole("table", { name: "Sign-in details" });
    expect(
      screen.getByText(
        "The passwords are shown only this once. Download the CSV or print this before you close it.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeTruthy();
    const rows = within(sheet)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent ?? ""),
      );
    expect(rows.map(([alias]) => alias)).toEqual(["정하윤", "최도윤"]);

    const api = apiOn(instructor);
    const group = await api.listEduGroupUsers({ params: { groupId } });
    expect(group.map((s) => s.userAlias).sort()).toEqual(["김민지", "정하윤", "최도윤"].sort());
    // The sheet's password is the student's: it signs them in.
    const [, loginId = "", password = ""] = rows[0] ?? [];
    expect(group.map((s) => s.loginId)).toContain(loginId);
    const signedIn = await apiOn().loginEmail({
      body: { ...ORBIS_SERVICE, email: loginId, password },
    });
    expect(signedIn.accessToken).toBeTruthy();
  });
});
