import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, studentOf, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eduAccount, type TestStudent } from "../../stores/edu/testing";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * A student's "submit for review" on the project's tours tab, on the real server: a published
 * tour goes into review and says so; an unpublished one is explained (140015); in English and
 * Korean. An instructor's tours have no such action.
 */

let instructor: TestAccount;
let student: TestStudent;
let projectId: string;
let publishedId: string;
beforeAll(async () => {
  instructor = await eduAccount("lecture-submit-screen");
  student = await studentOf(instructor, "Class 9", "Seojun");
  const published = await publishedTourVia(apiOn(student.account), "River walk");
  projectId = published.projectId;
  publishedId = published.tourId;
  await apiOn(student.account).createProjectTour({
    params: { id: projectId },
    body: { title: "Unfinished" },
  });
}, 120_000);

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

const rowOf = async (title: string) => {
  const name = await screen.findByText(title, { selector: ".tour-row__title" });
  const row = name.closest("li");
  if (row === null) throw new Error(`no row for ${title}`);
  return row;
};

describe("the tours tab's submit for review", () => {
  it("submits a published tour and explains why an unpublished one cannot go, in Korean too", async () => {
    const opened = await renderSignedIn(`/project/${projectId}/preview`, student.account);
    rendered.push(opened.t);
    const published = await rowOf("River walk");
    fireEvent.click(
      await within(published).findByRole("button", { name: "Submit for review: “River walk”" }),
    );
    expect(await within(published).findByText("Review: In review")).toBeTruthy();
    expect(
      (await apiOn(student.account).listMyLectures({ query: {} })).list.map((l) => l.spaceId),
    ).toEqual([publishedId]);

    const draft = await rowOf("Unfinished");
    fireEvent.click(within(draft).getByRole("button", { name: "Submit for review: “Unfinished”" }));
    const alert = await within(draft).findByRole("alert");
    expect(alert.textContent).toBe(
      "Publish this tour in the editor first: its published version is what is submitted.",
    );
    await act(() => opened.t.store.ui.setLanguage("ko"));
    expect(within(draft).getByRole("alert").textContent).toBe(
      "먼저 편집기에서 이 투어를 게시하세요. 게시한 버전이 검토에 제출됩니다.",
    );
    expect(within(published).getByText("검토: 검토 중")).toBeTruthy();
  });

  it("offers no submission on an instructor's own tours", async () => {
    const api = apiOn(instructor);
    const project = await api.createProject({ body: { name: "Lessons", kind: "contents" } });
    await api.createProjectTour({ params: { id: project.id }, body: { title: "Lesson 1" } });
    const opened = await renderSignedIn(`/project/${project.id}/preview`, instructor);
    rendered.push(opened.t);
    await rowOf("Lesson 1");
    // The account is read with the tours: once it is, no action shows.
    await Promise.all(opened.t.sent.map((r) => r.done));
    expect(screen.queryByRole("button", { name: /^Submit for review/ })).toBeNull();
  });
});
