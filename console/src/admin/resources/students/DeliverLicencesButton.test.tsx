import { apiOn, instructorAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buyLicences, groupWithStudents, renderInAdmin } from "./adminTesting";
import { StudentList } from "./StudentList";

/*
 * "Deliver licences" on the students list against the real server: an instructor with two
 * unused one-month licences and three students in one group, one in another.
 */

let instructor: TestAccount;
beforeAll(async () => {
  instructor = await instructorAccount("admin-deliver");
  await groupWithStudents(instructor, "Class D", ["김민지", "이서준", "박지훈"]);
  await groupWithStudents(instructor, "Class E", ["정하윤"]);
  await buyLicences(instructor, "LICENCE-1M");
  await buyLicences(instructor, "LICENCE-1M");
});

afterEach(cleanup);

const open = async () => {
  await renderInAdmin(instructor, "students", <StudentList />);
  await screen.findByText("정하윤");
};

/** The row of a student (by name) in the list. */
const rowOf = (name: string) => {
  const cell = screen.getByText(name);
  const row = cell.closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const select = (...names: string[]) => {
  for (const name of names) fireEvent.click(within(rowOf(name)).getByRole("checkbox"));
};

const deliver = async (months: string) => {
  fireEvent.click(await screen.findByRole("button", { name: "Deliver licences" }));
  const dialog = await screen.findByRole("dialog", { name: "Deliver licences" });
  fireEvent.click(within(dialog).getByRole("radio", { name: months }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Deliver" }));
  return dialog;
};

describe("delivering licences to selected students", () => {
  it("refuses a selection across groups, before any call", async () => {
    await open();
    select("김민지", "정하윤");
    const dialog = await deliver("1 month");
    expect(
      await within(dialog).findByText(
        "Licences go to the students of one group at a time: select students of one group only.",
      ),
    ).toBeTruthy();
  });

  it("says how many are needed and unused when there are too few, with the way to buy", async () => {
    await open();
    select("김민지", "이서준", "박지훈");
    const dialog = await deliver("1 month");
    const shortfall = await within(dialog).findByText(
      "Not enough unused licences: 3 needed, 2 available.",
      { exact: false },
    );
    expect(within(shortfall).getByRole("link", { name: "Buy licences" })).toHaveProperty(
      "pathname",
      "/mypage/purchase-student",
    );
    const { list } = await apiOn(instructor).listLicences({
      headers: { langcode: "EN" },
      query: { state: "available" },
    });
    expect(list).toHaveLength(2);
  });

  it("gives each selected student a licence and shows them active after", async () => {
    await open();
    select("김민지", "이서준");
    await deliver("1 month");
    expect(await screen.findByText("Delivered 2 licences.")).toBeTruthy();
    await waitFor(() => {
      expect(within(rowOf("김민지")).getByText("Active")).toBeTruthy();
      expect(within(rowOf("이서준")).getByText("Active")).toBeTruthy();
    });
    expect(within(rowOf("박지훈")).getByText("None")).toBeTruthy();
    const { list } = await apiOn(instructor).listLicences({
      headers: { langcode: "EN" },
      query: { state: "delivered" },
    });
    expect(list.map((l) => l.userAlias).sort()).toEqual(["김민지", "이서준"].sort());
  });
});
