import type { InstructorsMessages } from "./ko";

/** Vietnamese texts of the instructors resource (`resources.instructors.*`: the caller's own profile). */
export const viInstructors: InstructorsMessages = {
  name: "Hồ sơ giảng viên",
  fields: {
    name: "Họ tên",
    organization: "Đơn vị",
    phone: "Số điện thoại",
    introduction: "Giới thiệu",
  },
  missing: "Không tìm thấy hồ sơ giảng viên của bạn.",
  certification: {
    title: "Chứng nhận giảng viên",
    certified: "Đã chứng nhận",
    yes: "Có",
    no: "Chưa",
    number: "Số chứng nhận",
    expiresAt: "Ngày hết hạn",
    renew: "Gia hạn",
    renewed: "Đã gia hạn chứng nhận giảng viên.",
    needsPlan: "Hãy thanh toán gói giảng viên để gia hạn.",
    plans: "Xem các gói",
  },
};
