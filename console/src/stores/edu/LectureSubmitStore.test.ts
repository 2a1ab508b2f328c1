// @vitest-environment node

import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, studentOf } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { LectureSubmitStore } from "./LectureSubmitStore";
import { eduAccount, type TestStudent } from "./testing";

/*
 * A student's "submit for review" against the real server: a published tour goes into review,
 * a second submission and an unpublished tour are refused with the codes the tab explains, and
 * anyone who is not a student is offered nothing.
 */

let student: TestStudent;
let instructor: Awaited<ReturnType<typeof eduAccount>>;
beforeAll(async () => {
  instructor = await eduAccount("lecture-submit-instructor");
  student = await studentOf(instructor, "3학년 2반", "김민지");
}, 120_000);

const storeOf = async (account: TestStudent["account"]) => {
  const { store } = await signedInStore(account, "/project");
  const lectures = new LectureSubmitStore({ api: store.api, log: () => {} });
  await lectures.load();
  return lectures;
};

describe("LectureSubmitStore", () => {
  it("submits a published tour into review, then explains a second submission (140005)", async () => {
    const tour = await publishedTourVia(apiOn(student.account), "Gyeongbokgung");
    const lectures = await storeOf(student.account);
    expect(lectures.student).toBe(true);
    expect(lectures.statuses[tour.tourId]).toBeUndefined();

    await lectures.submit(tour.tourId);
    expect(lectures.statuses[tour.tourId]).toBe("in_review");
    expect(lectures.problems).toEqual({});

    await lectures.submit(tour.tourId);
    expect(lectures.problems[tour.tourId]).toBe(140005);
    // A new visit of the tab reads the status from the student's submissions.
    expect((await storeOf(student.account)).statuses[tour.tourId]).toBe("in_review");
  }, 120_000);

  it("explains that an unpublished tour cannot be submitted (140015)", async () => {
    const api = apiOn(student.account);
    const project = await api.createProject({ body: { name: "Drafts", kind: "contents" } });
    const tour = await api.createProjectTour({
      params: { id: project.id },
      body: { title: "Draft" },
    });
    const lectures = await storeOf(student.account);
    await lectures.submit(tour.id);
    expect(lectures.problems[tour.id]).toBe(140015);
    expect(lectures.statuses[tour.id]).toBeUndefined();
  });

  it("offers nothing to an instructor", async () => {
    expect((await storeOf(instructor)).student).toBe(false);
  });
});
