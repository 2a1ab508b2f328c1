import { becomeInstructor, enrolClass } from "@orbis/testkit/edu";
import { apiOn, registerAccount, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/createTranslator";
import { catalogueErrorText, createAdminDataProvider } from "./adminDataProvider";
import { adminFieldText } from "./adminFieldText";
import { createAdminI18nProvider } from "./i18n/adminI18nProvider";
import { loadAdminMessages } from "./i18n/adminMessages";

/*
 * The admin's data provider against the real `/admin-api`: the token goes with every call, a
 * refusal reads in the interface language, from the catalogue's text for its code or the
 * admin's own not-found words, and a refusal naming fields marks them (`body.errors`).
 */

const providerFor = async (token: string, language: "en" | "ko") => {
  const { i18n } = await createTranslator(language);
  await loadAdminMessages(i18n, language);
  const translate = createAdminI18nProvider({ i18n, setLanguage: async () => {} }).translate;
  return createAdminDataProvider({
    origin: serverOrigin(),
    accessToken: () => token,
    acceptLanguage: () => language,
    errorText: catalogueErrorText(i18n),
    fieldText: adminFieldText(translate),
    notFoundText: () => translate("orbis.notFound"),
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
      message: "이 항목은 없거나 내 계정에서 볼 수 있는 항목이 아닙니다.",
      body: { code: 140001 },
    });
  });

  it("marks a group name past the contract's 50 characters on its field, creating nothing", async () => {
    const teacher = await registerAccount("admin-data-long");
    await becomeInstructor(apiOn(teacher), teacher);
    const admin = await providerFor(teacher.accessToken, "en");
    await expect(
      admin.create("groups", { data: { name: "지".repeat(110) } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { code: 10400, errors: { name: "Must be 50 characters or less" } },
    });
    await expect(
      admin.update("groups", {
        id: (await admin.create("groups", { data: { name: "Geography" } })).data.id,
        data: { name: "  " },
        previousData: { id: "", name: "Geography" },
      }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { name: "Required" } } });
    const list = await admin.getList("groups", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "name", order: "ASC" },
      filter: {},
    });
    expect(list.data.map((g) => g.name)).toEqual(["Geography"]);
  });

  it("marks a student's name a classmate has with the catalogue's words", async () => {
    const teacher = await registerAccount("admin-data-taken");
    await becomeInstructor(apiOn(teacher), teacher);
    const { students } = await enrolClass(apiOn(teacher), "2-3", ["김민지", "이서준"]);
    const [first] = students;
    if (!first) throw new Error("no student");
    const admin = await providerFor(teacher.accessToken, "en");
    await expect(
      admin.update("students", {
        id: first.userId,
        data: { userAlias: "이서준" },
        previousData: { id: first.userId, userAlias: "김민지" },
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        code: 140004,
        errors: { userAlias: "Some student names are repeated or cannot be used" },
      },
    });
  });
});
