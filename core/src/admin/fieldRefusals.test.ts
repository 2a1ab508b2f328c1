import { describe, expect, it } from "vitest";
import {
  adminGroupWriteSchema,
  adminInstructorUpdateSchema,
  adminStudentUpdateSchema,
} from "../contract/entities/adminApi";
import { EDU_GROUP_NAME_MAX_LENGTH, USER_ALIAS_MAX_LENGTH } from "../contract/entities/edu";
import {
  ADMIN_TEXT_LIMITS,
  adminFieldProblems,
  adminWriteBody,
  refusedBodyFields,
  textMaxLength,
} from "./fieldRefusals";

const INSTRUCTOR = { name: "Kim", organization: "Orbis High", phone: null, introduction: null };

describe("the admin write a request path names", () => {
  it.each([
    ["POST", "/groups", adminGroupWriteSchema],
    ["PUT", "/groups/7f3c", adminGroupWriteSchema],
    ["put", "/students/12?x=1", adminStudentUpdateSchema],
    ["PUT", "/instructors/me", adminInstructorUpdateSchema],
    ["GET", "/groups/7f3c", undefined],
    ["DELETE", "/groups/7f3c", undefined],
    ["PUT", "/groups", undefined],
    ["POST", "/nothing", undefined],
  ] as const)("%s %s", (method, path, schema) => {
    expect(adminWriteBody(method, path)).toBe(schema);
  });
});

describe("the limits a form's inputs carry", () => {
  it("reads each text field's maximum from the schema the server checks", () => {
    expect(textMaxLength(adminGroupWriteSchema, "name")).toBe(EDU_GROUP_NAME_MAX_LENGTH);
    expect(textMaxLength(adminStudentUpdateSchema, "userAlias")).toBe(USER_ALIAS_MAX_LENGTH);
    expect(textMaxLength(adminInstructorUpdateSchema, "name")).toBe(50);
    expect(textMaxLength(adminInstructorUpdateSchema, "organization")).toBe(100);
    expect(textMaxLength(adminInstructorUpdateSchema, "introduction")).toBe(2000);
  });

  it("gives every text field of the admin's forms its limit", () => {
    expect(ADMIN_TEXT_LIMITS).toEqual({
      groups: { name: 50 },
      students: { userAlias: 50 },
      instructors: { name: 50, organization: 100, introduction: 2000 },
    });
  });

  it("has no maximum for a field limited by its pattern only", () => {
    expect(textMaxLength(adminInstructorUpdateSchema, "phone")).toBeUndefined();
  });
});

describe("the fields a refusal names", () => {
  it.each([
    [
      { fields: [{ in: "body", path: "name", message: "Must be at most 50 characters." }] },
      ["name"],
    ],
    [
      {
        fields: [
          { in: "body", path: "phone", message: "x" },
          { in: "query", path: "sort", message: "x" },
          { in: "body", path: "tags.0", message: "x" },
          { in: "body", path: "phone", message: "y" },
          { in: "body", path: "", message: "the whole body" },
        ],
      },
      ["phone", "tags"],
    ],
    [{ rows: [{ index: 0, problem: "taken" }] }, []],
    [null, []],
    [{ fields: "name" }, []],
  ])("%j names %j", (details, fields) => {
    expect(refusedBodyFields(details)).toEqual(fields);
  });
});

describe("what is wrong with each refused field", () => {
  it.each([
    [adminGroupWriteSchema, { name: "가".repeat(110) }, "name", { kind: "tooLong", max: 50 }],
    [adminGroupWriteSchema, { name: "   " }, "name", { kind: "required" }],
    [adminGroupWriteSchema, {}, "name", { kind: "required" }],
    [adminGroupWriteSchema, { name: "3-1\u0000" }, "name", { kind: "unstorable" }],
    [adminGroupWriteSchema, { name: "3-1" }, "name", { kind: "invalid" }],
    [adminInstructorUpdateSchema, { ...INSTRUCTOR, phone: "call me" }, "phone", { kind: "format" }],
    [
      adminInstructorUpdateSchema,
      { ...INSTRUCTOR, introduction: "x".repeat(2001) },
      "introduction",
      { kind: "tooLong", max: 2000 },
    ],
  ] as const)("%#: %j → %s is %j", (schema, body, field, problem) => {
    expect(adminFieldProblems(schema, body, [field])).toEqual({ [field]: problem });
  });

  it("answers only the fields the refusal names", () => {
    const body = { ...INSTRUCTOR, name: "", phone: "call me" };
    expect(adminFieldProblems(adminInstructorUpdateSchema, body, ["phone"])).toEqual({
      phone: { kind: "format" },
    });
  });
});
