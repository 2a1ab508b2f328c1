import type { RouteObject } from "react-router";

/*
 * The education screens as route-level chunks: neither the landing's bundle nor the app layout's
 * carries them or their stores.
 */

/** `/mypage/edu/setting` ("에듀 계정 설정"): groups, a student's group and submissions, or the plans. */
export const eduSettingScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./EduSettingScreen")).EduSettingPage }),
};

/** `/mypage/edu/instructor` ("인증 강사 계정 관리"): profile, certification and licence payments. */
export const eduInstructorScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./InstructorScreen")).InstructorPage }),
};

/** `/mypage/purchase-student` ("학생 라이선스 구매"): student licences on sale and available. */
export const purchaseStudentScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({
    Component: (await import("./PurchaseStudentScreen")).PurchaseStudentPage,
  }),
};
