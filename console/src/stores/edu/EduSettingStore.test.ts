// @vitest-environment node

import { publishedTourVia } from "@orbis/testkit/publishedTours";
import {
  apiOn,
  registerAccount,
  studentOf,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { EduSettingStore } from "./EduSettingStore";
import { eduAccount, type TestStudent } from "./testing";

/*
 * The education settings against the real server: an instructor's groups, a student's group,
 * licence and reviewed submission, and an account with no education role.
 */

let instructor: TestAccount;
let student: TestStudent;
beforeAll(async () => {
  instructor = await eduAccount("edu-setting-instructor");
  student = await studentOf(instructor, "3학년 2반", "이서준");
}, 120_000);

const settingsOf = async (account: TestAccount) => {
  const { store } = await signedInStore(account, "/mypage/edu/setting");
  const settings = new EduSettingStore({ api: store.api, log: () => {} });
  await settings.load();
  return settings;
};

describe("EduSettingStore", () => {
  it("lists an instructor's groups with their students and adds a group it creates", async () => {
    const settings = await settingsOf(instructor);
    expect(settings.state).toBe("ready");
    expect(settings.audience).toBe("groupOwner");
    expect(settings.groups.map((g) => [g.name, g.userCount])).toEqual([["3학년 2반", 1]]);

    const created = await settings.createGroup("Photography club");
    expect(created?.name).toBe("Photography club");
    expect(settings.groups.map((g) => g.name)).toEqual(["3학년 2반", "Photography club"]);
    expect((await apiOn(instructor).listEduGroups()).map((g) => g.name)).toContain(
      "Photography club",
    );
  });

  it("shows a student their group, licence end and reviewed submission with the feedback", async () => {
    const tour = await publishedTourVia(apiOn(student.account), "Hanok village");
    await apiOn(student.account).submitEduLecture({ params: { spaceId: tour.tourId } });
    await apiOn(instructor).reviewEduLecture({
      params: { spaceId: tour.tourId },
      body: { status: "rejected", reviewComment: "Add a scene of the courtyard." },
    });

    const settings = await settingsOf(student.account);
    expect(settings.audience).toBe("student");
    expect(settings.myGroup?.name).toBe("3학년 2반");
    const ends = new Date(settings.myGroup?.licenceExpiresAt ?? 0).getTime();
    expect(ends).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(settings.groups).toEqual([]);
    expect(settings.lectures).toMatchObject([
      {
        spaceId: tour.tourId,
        title: "Hanok village",
        status: "rejected",
        reviewComment: "Add a scene of the courtyard.",
      },
    ]);
  }, 120_000);

  it("has nothing more for an account with no education role", async () => {
    const settings = await settingsOf(await registerAccount("edu-setting-free"));
    expect(settings.audience).toBe("other");
    expect(settings.groups).toEqual([]);
    expect(settings.myGroup).toBeNull();
  });
});
