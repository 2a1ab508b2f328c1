// @vitest-environment node

import { buyLicences } from "@orbis/testkit/edu";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { InstructorStore } from "./InstructorStore";
import { eduAccount } from "./testing";

/*
 * The instructor account against the real server: the profile edited, the certification renewed
 * on the paid instructor plan and refused (140010) on the school admin plan, the licence
 * payments in the interface's payments language, and an account that is no instructor.
 */

let instructor: TestAccount;
beforeAll(async () => {
  instructor = await eduAccount("instructor-store");
  await buyLicences(serverOrigin(), apiOn(instructor), "LICENCE-2M");
}, 120_000);

const instructorOf = async (account: TestAccount, language: "en" | "ko" = "en") => {
  const { store } = await signedInStore(account, "/mypage/edu/instructor");
  const page = new InstructorStore({ api: store.api, log: () => {}, language: () => language });
  await page.load();
  return page;
};

describe("InstructorStore", () => {
  it("edits the profile, sending only what changed", async () => {
    const page = await instructorOf(instructor);
    expect(page.state).toBe("ready");
    const info = page.info;
    if (info === null) throw new Error("no profile");
    expect(
      await page.save({
        name: " 박선생 ",
        organization: "Seoul High School",
        phone: "010-1234-5678",
        introduction: "",
      }),
    ).toBe(true);
    expect(page.info).toMatchObject({
      name: "박선생",
      organization: "Seoul High School",
      phone: "010-1234-5678",
      introduction: null,
    });
    expect((await instructorOf(instructor)).info?.organization).toBe("Seoul High School");
  });

  it("renews the certification on the paid instructor plan", async () => {
    const page = await instructorOf(instructor);
    expect(page.certification?.renewable).toBe(true);
    expect(await page.renew()).toBe(true);
    expect(page.certification?.certified).toBe(true);
    expect(page.certification?.certificateNumber).toMatch(/^ORB-\d{4}-/);
    expect(page.renewRefused).toBe(false);
  });

  it("lists the licence payments named in the payments language", async () => {
    const page = await instructorOf(instructor, "ko");
    expect(page.historyState).toBe("ready");
    expect(page.history).toMatchObject([
      { productCode: "INSTRUCTOR_LICENSE_2M", productName: "학생 라이선스 2개월", quantity: 1 },
    ]);
    expect(page.historyTotal).toBe(1);
  });

  it("keeps the 140010 refusal of a school admin's renewal to explain it", async () => {
    const admin = await eduAccount("instructor-store-admin", "PLAN-EDU-ADMIN-MONTH");
    const page = await instructorOf(admin);
    expect(page.certification?.renewable).toBe(false);
    expect(await page.renew()).toBe(false);
    expect(page.renewRefused).toBe(true);
  });

  it("tells an account that cannot own groups that the page is not for it", async () => {
    const page = await instructorOf(await registerAccount("instructor-store-free"));
    expect(page.state).toBe("notInstructor");
    expect(page.info).toBeNull();
  });
});
