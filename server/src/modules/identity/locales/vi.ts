import type { VerificationMailTexts } from "../mails";

/** Vietnamese texts of the verification mails; `{{code}}`, `{{minutes}}` and `{{link}}` are filled in. */
export const viVerificationMail: VerificationMailTexts = {
  register: {
    subject: "[Orbis] Mã xác minh của bạn",
    lead: "Đây là mã để xác minh email đăng ký Orbis của bạn.",
  },
  "reset-password": {
    subject: "[Orbis] Đặt lại mật khẩu",
    lead: "Bạn đã yêu cầu đặt lại mật khẩu Orbis.",
  },
  "change-email": {
    subject: "[Orbis] Xác nhận địa chỉ email",
    lead: "Nhập mã này để dùng địa chỉ này cho tài khoản Orbis.",
  },
  leave: {
    subject: "[Orbis] Xác nhận đóng tài khoản",
    lead: "Đây là mã để xác nhận đóng tài khoản Orbis.",
  },
  code: "Mã xác minh: {{code}}",
  link: "Hoặc tiếp tục bằng liên kết này: {{link}}",
  expiry: "Mã có hiệu lực trong {{minutes}} phút.",
  ignore: "Nếu bạn không yêu cầu, hãy bỏ qua thư này; tài khoản của bạn vẫn an toàn.",
};
