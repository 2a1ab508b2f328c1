import { viResources } from "../../resources/locales/vi";
import type { AdminMessages } from "./ko";

/** A record that is not there or not the caller's, as the admin says it. */
const notFound = "Mục này không tồn tại hoặc không thuộc tài khoản của bạn.";

/** The admin's own Vietnamese texts: its shell (title, no-access pages) and every resource's texts. */
export const viAdmin: AdminMessages = {
  orbis: {
    title: "Quản trị Orbis",
    menu: "Menu",
    backToConsole: "Quay lại Orbis",
    loading: "Đang mở trang quản trị…",
    failed: "Không mở được trang quản trị. Vui lòng thử lại sau.",
    noAccess: {
      title: "Tài khoản này không có quyền vào trang quản trị",
      text: "Trang quản trị dành cho quản trị viên giáo dục và giảng viên được chứng nhận. Hãy chuyển sang gói giáo dục để quản lý nhóm học sinh và giấy phép.",
      plans: "Xem các gói",
      home: "Về dự án của tôi",
    },
    studentAccess: {
      title: "Trang quản trị dành cho giảng viên",
      text: "Đây là nơi giảng viên và quản trị viên giáo dục quản lý lớp, học sinh, giấy phép và việc duyệt bài. Lớp của bạn, giấy phép và các bài giảng bạn đã nộp nằm ở trang lớp của bạn.",
      classPage: "Đến trang lớp của tôi",
    },
    notFound: notFound,
    fieldProblems: {
      unstorable: "Có ký tự không lưu được (như NUL)",
      format: "Không đúng định dạng",
      invalid: "Không dùng được giá trị này",
    },
  },
  // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
  ra: { notification: { item_doesnt_exist: notFound } },
  resources: viResources,
};
