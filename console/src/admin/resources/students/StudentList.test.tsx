import { ADMIN_LIST_SPECS } from "@orbis/core/admin";
import type { TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { instructorAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { groupWithStudents, renderInAdmin } from "./adminTesting";
import { StudentList } from "./StudentList";

/* The students list against the real server: its filters and the group's CSV export. */

let instructor: TestAccount;
let groupId: string;
beforeAll(async () => {
  instructor = await instructorAccount("admin-students");
  ({ groupId } = await groupWithStudents(instructor, "Class L", ["김민지", "이서준"]));
  await groupWithStudents(instructor, "Class M", ["정하윤"]);
});

afterEach(cleanup);

const happyDom = () => (window as unknown as HappyDomWindow).happyDOM;

const filtered = (filter: Record<string, string>) =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe("StudentList", () => {
  it("lists the students with their group and licence state", async () => {
    await renderInAdmin(instructor, "students", <StudentList />);
    const row = (await screen.findByText("정하윤")).closest("tr");
    if (!row) throw new Error("no row");
    await waitFor(() => expect(within(row).getByText("Class M")).toBeTruthy());
    expect(within(row).getByText("None")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(4);
  });

  it("heads the page with the list's name", async () => {
    await renderInAdmin(instructor, "students", <StudentList />);
    expect(await screen.findByRole("heading", { level: 1, name: "Students" })).toBeTruthy();
  });

  it("lists the students simply on a phone, each a link with a checkbox to deliver licences", async () => {
    const { width, height } = { width: window.innerWidth, height: window.innerHeight };
    happyDom().setViewport({ width: 390, height: 844 });
    try {
      await renderInAdmin(instructor, "students", <StudentList />);
      const link = await screen.findByRole("link", { name: /정하윤/ });
      expect(screen.queryByRole("table")).toBeNull();
      await waitFor(() => expect(within(link).getByText("Class M")).toBeTruthy());
      expect(link.getAttribute("href")).toMatch(/^\/admin\/students\/[^/]+$/);
      expect(screen.queryByRole("button", { name: "Deliver licences" })).toBeNull();
      fireEvent.click(screen.getByRole("checkbox", { name: "Select 정하윤" }));
      expect(await screen.findByRole("button", { name: "Deliver licences" })).toBeTruthy();
    } finally {
      happyDom().setViewport({ width, height });
    }
  });

  it("offers sorting only by the columns the admin API sorts students by", async () => {
    const { where } = await renderInAdmin(instructor, "students", <StudentList />);
    await screen.findByText("정하윤");
    const sortable = screen
      .getAllByRole("columnheader")
      .flatMap((header) => within(header).queryAllByRole("button"));
    expect(sortable.map((button) => button.textContent)).toEqual([
      "Name",
      "Login ID",
      "Group",
      "Licence expires",
      "Last sign-in",
      "Created",
    ]);
    const fields: string[] = [];
    for (const button of sortable) {
      fireEvent.click(button);
      // The list keeps its sort in the address: read the field the click chose.
      const field = await waitFor(() => {
        const sort = new URLSearchParams(where().split("?")[1]).get("sort");
        if (sort === null || sort === (fields.at(-1) ?? "createdAt")) throw new Error("unsorted");
        return sort;
      });
      fields.push(field);
    }
    for (const field of fields) expect(ADMIN_LIST_SPECS.students.sort).toContain(field);
  });

  it("filters by group and by search", async () => {
    await renderInAdmin(instructor, "students", <StudentList />, filtered({ groupId }));
    await screen.findByText("김민지");
    expect(screen.queryByText("정하윤")).toBeNull();
    cleanup();
    await renderInAdmin(instructor, "students", <StudentList />, filtered({ q: "서준" }));
    await screen.findByText("이서준");
    expect(screen.queryByText("김민지")).toBeNull();
  });

  it("asks for a group before exporting, then downloads the group's CSV", async () => {
    await renderInAdmin(instructor, "students", <StudentList />);
    await screen.findByText("정하윤");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(
      await screen.findByText("Pick a group in the filter first, then export it."),
    ).toBeTruthy();
    cleanup();

    await renderInAdmin(instructor, "students", <StudentList />, filtered({ groupId }));
    await screen.findByText("김민지");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText(/^Downloaded .+\.csv\.$/)).toBeTruthy();
  });
});
