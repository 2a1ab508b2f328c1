import { becomeInstructor, enrolClass } from "@orbis/testkit/edu";
import { apiOn, registerAccount, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/createTranslator";
import { catalogueErrorText, createAdminDataProvider } from "./adminDataProvider";

/*
 * The admin's data provider against the real `/admin-api`: the token goes with every call, and a
 * refusal reads in the interface language, from the catalogue's text for its code.
 */

const providerFor = async (token: string, language: "en" | "ko") => {
  const { i18n } = await createTranslator(language);
  return createAdminDataProvider({
    origin: serverOrigin(),
    accessToken: () => token,
    acceptLanguage: () => language,
    errorText: catalogueErrorText(i18n),
  });
};

describe("the admin's data provider", () => {
  it("lists the caller's groups and says another school's group is not theirs, in Korean", async () => {
    const teacher = await registerAccount("admin-data");
    await becomeInstructor(apiOn(teacher), teacher);
    const other = await registerAccount("admin-data-other");
    await becomeInstructor(apiOn(other), other);
    const { group } = await enrolClass(apiOn(other), "Another school", ["김민지"]);
    await enrolClass(apiOn(teacher), "Geography 2-3", ["이서준", "박지훈"]);

    const admin = await providerFor(teacher.accessToken, "ko");
    const list = await admin.getList("groups", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "name", order: "ASC" },
      filter: {},
    });
    expect([list.total, list.data.map((g) => [g.name, g.userCount])]).toEqual([
      1,
      [["Geography 2-3", 2]],
    ]);
    await expect(admin.getOne("groups", { id: group.groupId })).rejects.toMatchObject({
      status: 404,
      message: "그룹이 존재하지 않거나 내 그룹이 아닙니다",
      body: { code: 140001 },
    });
  });
});
