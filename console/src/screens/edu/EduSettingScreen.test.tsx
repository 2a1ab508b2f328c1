import { publishedTourVia } from "@orbis/testkit/publishedTours";
import {
  apiOn,
  registerAccount,
  studentOf,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eduAccount, type TestStudent } from "../../stores/edu/testing";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * `/mypage/edu/setting` inside the whole console on the real server: an instructor's groups, a
 * student's group, licence and reviewed submission, and the plans for anyone else; in English
 * and Korean.
 */

let instructor: TestAccount;
let student: TestStudent;
beforeAll(async () => {
  instructor = await eduAccount("edu-setting-screen");
  student = await studentOf(instructor, "Class 7", "Minji");
  const tour = await publishedTourVia(apiOn(student.account), "Bukchon walk");
  await apiOn(student.account).submitEduLecture({ params: { spaceId: tour.tourId } });
  await apiOn(instructor).reviewEduLecture({
    params: { spaceId: tour.tourId },
    body: { status: "approved", reviewComment: "Lovely light in the alleys." },
  });
}, 120_000);

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

const open = async (account: TestAccount) => {
  const opened = await renderSignedIn("/mypage/edu/setting", account);
  rendered.push(opened.t);
  return opened;
};

describe("the education settings screen", () => {
  it("lists an instructor's groups, creates one, and leads to the admin console", async () => {
    const { router } = await open(instructor);
    await screen.findByRole("heading", { level: 1, name: "Education account settings" });
    const groups = await screen.findByRole("list", { name: "Student groups" });
    expect(within(groups).getByText("Class 7")).toBeTruthy();
    expect(within(groups).getByText(/Students: 1/)).toBeTruthy();
    const rename = screen.getByRole("link", { name: "Rename “Class 7” in the admin console" });
    expect(rename.getAttribute("href")).toBe(`/admin/groups/${student.group.groupId}`);

    const create = screen.getByRole("button", { name: "Create group" });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("New group name"), { target: { value: "Drama" } });
    fireEvent.click(create);
    expect(await screen.findByText("The group “Drama” was created.")).toBeTruthy();
    expect(within(groups).getByText("Drama")).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Buy student licences" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/mypage/purchase-student"));
    // The settings screen stays on show until the licences screen's lazy chunk has loaded.
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Open the admin console" })).toBeNull(),
    );
  });

  it("shows a student their group, licence and approved submission with the feedback, in Korean too", async () => {
    const { t } = await open(student.account);
    const group = await screen.findByRole("region", { name: "My group" });
    expect(within(group).getByText("Class 7")).toBeTruthy();
    expect(within(group).getByText(/^You can use Orbis until /)).toBeTruthy();
    const submissions = screen.getByRole("region", { name: "My submissions" });
    expect(within(submissions).getByText("Bukchon walk")).toBeTruthy();
    expect(within(submissions).getByText("Approved")).toBeTruthy();
    expect(within(submissions).getByText(/Lovely light in the alleys\./)).toBeTruthy();

    await act(() => t.store.ui.setLanguage("ko"));
    await screen.findByRole("heading", { level: 1, name: "에듀 계정 설정" });
    const mine = screen.getByRole("region", { name: "내 제출물" });
    expect(within(mine).getByText("승인됨")).toBeTruthy();
    expect(within(mine).getByText("선생님 의견:")).toBeTruthy();
    expect(screen.getByText(/까지 사용할 수 있습니다\.$/)).toBeTruthy();
  });

  it("shows anyone else the education plans and the plan change", async () => {
    const { t, router } = await open(await registerAccount("edu-setting-screen-free"));
    const plans = await screen.findByRole("region", { name: "Education plans" });
    expect(within(plans).getByText(/^School admin:/)).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Education" }).getAttribute("href")).toBe(
      "/mypage/edu/setting",
    );
    await act(() => t.store.ui.setLanguage("ko"));
    const choose = await screen.findByRole("link", { name: "요금제 보기" });
    fireEvent.click(choose);
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
  });
});
