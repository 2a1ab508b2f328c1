import type { RestoreMailTexts } from "../restoreMail";

/** Vietnamese texts of the restore mail. */
export const viRestoreMail: RestoreMailTexts = {
  subject: "[Orbis] Khôi phục tài khoản của bạn",
  intro:
    "Bạn đã yêu cầu khôi phục tài khoản Orbis đã bị vô hiệu hóa. Mở liên kết dưới đây để sử dụng lại.",
  action: "Khôi phục tài khoản",
  outro:
    "Liên kết chỉ dùng được một lần trong 24 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này.",
};
