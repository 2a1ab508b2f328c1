import { describe, expect, it } from "vitest";
import {
  csvFileSchema,
  eduGroupSchema,
  groupUserCredentialsSchema,
  groupUserSchema,
  groupUsersCreateSchema,
  groupUsersDownloadSchema,
  groupUserUpdateSchema,
  lectureSubmissionSchema,
  spacePreviewSchema,
} from "./edu";
import {
  certificationSchema,
  instructorHistoryItemSchema,
  instructorHistoryQuerySchema,
  instructorInfoSchema,
  instructorInfoUpdateSchema,
} from "./instructor";
import { licenceDeliverySchema, licenceListQuerySchema, licenceSchema } from "./licence";
import { describeSchemas } from "./testing/schemaTable";
import { AT } from "./testing/tourSamples";

const student = {
  userId: "u9",
  userAlias: "Minji",
  loginId: "class32-01",
  licenceExpiresAt: null,
  lastLoginAt: null,
  createdAt: AT,
};
const instructor = {
  userId: "u1",
  name: "Kim",
  organization: "Seoul High",
  phone: "010-1234-5678",
  introduction: null,
  onboardingStep: "verified",
  certified: true,
};
const licence = {
  licenceId: "l1",
  productCode: "INSTRUCTOR_LICENSE_3M",
  productName: "3 months",
  durationMonths: 3,
  state: "delivered",
  groupId: "g1",
  userId: "u9",
  userAlias: "Minji",
  purchasedAt: AT,
  deliveredAt: AT,
  expiresAt: AT,
};
const payment = {
  merchantUid: "m-1",
  productCode: "INSTRUCTOR_LICENSE_1M_BULK",
  productName: "1 month × 30",
  quantity: 30,
  amount: 300000,
  currency: "KRW",
  status: "COMPLETE",
  paidAt: AT,
};

describeSchemas([
  [
    "eduGroupSchema",
    eduGroupSchema,
    [
      [{ groupId: "g1", name: "Class 3-2", userCount: 30, createdAt: AT }, true],
      [{ groupId: "g1", name: "Class 3-2", userCount: -1, createdAt: AT }, false],
    ],
  ],
  [
    "groupUserSchema",
    groupUserSchema,
    [
      [student, true],
      [{ ...student, licenceExpiresAt: AT, lastLoginAt: AT }, true],
      [{ ...student, userAlias: "" }, false],
    ],
  ],
  [
    "groupUserUpdateSchema",
    groupUserUpdateSchema,
    [
      [{ userAlias: "Minji K." }, true],
      [{ userAlias: "  " }, false],
    ],
  ],
  [
    "groupUsersCreateSchema",
    groupUsersCreateSchema,
    [
      [{ users: [{ userAlias: "Minji" }, { userAlias: "Joon" }] }, true],
      [{ users: [] }, false],
      [{ users: Array(101).fill({ userAlias: "A" }) }, false],
      [{ users: [{ userAlias: "" }] }, false],
    ],
  ],
  [
    "groupUserCredentialsSchema",
    groupUserCredentialsSchema,
    [
      [{ ...student, password: "x7Kp2mQa" }, true],
      [{ ...student, password: "short" }, false],
      [student, false],
    ],
  ],
  [
    "groupUsersDownloadSchema",
    groupUsersDownloadSchema,
    [
      [{}, true],
      [{ userIds: ["u9"] }, true],
      [{ userIds: [] }, false],
    ],
  ],
  [
    "csvFileSchema",
    csvFileSchema,
    [
      [{ fileName: "class.csv", mimeType: "text/csv", content: "loginId,alias\n" }, true],
      [{ fileName: "class.xlsx", mimeType: "application/vnd.ms-excel", content: "" }, false],
    ],
  ],
  [
    "spacePreviewSchema",
    spacePreviewSchema,
    [
      [{ spaceId: "t1", url: "/t/preview/abc", expiresAt: AT }, true],
      [{ spaceId: "t1", url: "preview", expiresAt: AT }, false],
    ],
  ],
  [
    "lectureSubmissionSchema",
    lectureSubmissionSchema,
    [
      [
        {
          spaceId: "t1",
          status: "in_review",
          submittedAt: AT,
          reviewedAt: null,
          reviewComment: null,
        },
        true,
      ],
      [
        {
          spaceId: "t1",
          status: "rejected",
          submittedAt: AT,
          reviewedAt: AT,
          reviewComment: "Add a scene",
        },
        true,
      ],
      [
        {
          spaceId: "t1",
          status: "pending",
          submittedAt: AT,
          reviewedAt: null,
          reviewComment: null,
        },
        false,
      ],
    ],
  ],
  [
    "instructorInfoSchema",
    instructorInfoSchema,
    [
      [instructor, true],
      [{ ...instructor, phone: null, onboardingStep: "information", certified: false }, true],
      [{ ...instructor, onboardingStep: "done" }, false],
      [{ ...instructor, phone: "call me" }, false],
    ],
  ],
  [
    "instructorInfoUpdateSchema",
    instructorInfoUpdateSchema,
    [
      [{ organization: "Busan High" }, true],
      [{ phone: null }, true],
      [{}, false],
      [{ name: "" }, false],
    ],
  ],
  [
    "certificationSchema",
    certificationSchema,
    [
      [
        {
          certified: true,
          certificateNumber: "C-1",
          issuedAt: AT,
          expiresAt: AT,
          renewable: false,
        },
        true,
      ],
      [
        {
          certified: false,
          certificateNumber: null,
          issuedAt: null,
          expiresAt: null,
          renewable: false,
        },
        true,
      ],
      [{ certified: false }, false],
    ],
  ],
  [
    "instructorHistoryItemSchema",
    instructorHistoryItemSchema,
    [
      [payment, true],
      [{ ...payment, status: "REFUND_COMPLETE", paidAt: null, currency: "USD" }, true],
      [{ ...payment, productCode: "INSTRUCTOR_LICENSE_6M" }, false],
      [{ ...payment, quantity: 0 }, false],
    ],
  ],
  [
    "licenceSchema",
    licenceSchema,
    [
      [licence, true],
      [
        {
          ...licence,
          state: "available",
          groupId: null,
          userId: null,
          userAlias: null,
          deliveredAt: null,
          expiresAt: null,
        },
        true,
      ],
      [{ ...licence, durationMonths: 6 }, false],
      [{ ...licence, state: "used" }, false],
    ],
  ],
  [
    "licenceDeliverySchema",
    licenceDeliverySchema,
    [
      [{ groupId: "g1", userIds: ["u9", "u10"], durationMonths: 2 }, true],
      [{ groupId: "g1", userIds: [], durationMonths: 2 }, false],
      [{ groupId: "g1", userIds: ["u9"], durationMonths: 4 }, false],
      [{ userIds: ["u9"], durationMonths: 1 }, false],
    ],
  ],
]);

describe("edu queries", () => {
  it.each([
    [{}, { pageNo: 1, pageSize: 20 }],
    [
      { state: "available", durationMonths: "2" },
      { pageNo: 1, pageSize: 20, state: "available", durationMonths: 2 },
    ],
  ])("licence query %j reads as %j", (query, parsed) => {
    expect(licenceListQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([{ durationMonths: "5" }, { durationMonths: "x" }, { state: "lost" }])(
    "licence query %j is refused",
    (query) => {
      expect(licenceListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it("pages the instructor history", () => {
    expect(instructorHistoryQuerySchema.parse({ pageNo: "2" })).toEqual({
      pageNo: 2,
      pageSize: 20,
    });
  });
});
