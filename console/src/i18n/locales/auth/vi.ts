import type { ConsoleMessages } from "../ko";

/** The sign-in and registration screens' Vietnamese messages. */
export const viAuth: ConsoleMessages["auth"] = {
  fields: {
    email: "Email",
    password: "Mật khẩu",
    newPassword: "Mật khẩu mới",
    name: "Tên",
    code: "Mã xác minh",
  },
  providers: { kakao: "Kakao", naver: "Naver", google: "Google", facebook: "Facebook" },
  login: {
    title: "Đăng nhập",
    submit: "Đăng nhập",
    social: "Hoặc tiếp tục với",
    withProvider: "Tiếp tục với {{provider}}",
    notConfigured: "(chưa được thiết lập trên máy chủ này)",
    register: "Tạo tài khoản",
    forgotPassword: "Quên mật khẩu?",
  },
  cli: {
    title: "Đăng nhập Orbis CLI",
    lead: "Terminal của bạn yêu cầu đăng nhập bằng tài khoản Orbis. Phiên đăng nhập của trình duyệt này vẫn giữ nguyên.",
    cancel: "Hủy và báo cho terminal",
    signedIn: "Orbis CLI đã đăng nhập. Bạn có thể quay lại terminal.",
    cancelled: "Đã hủy đăng nhập. Bạn có thể quay lại terminal.",
    refused: {
      redirect:
        "Liên kết đăng nhập này không dẫn về Orbis CLI trên máy tính này nên không có gì được chuyển giao. Hãy chạy lại orbis login --web.",
      state: "Liên kết đăng nhập này không đầy đủ. Hãy chạy lại orbis login --web.",
    },
  },
  register: {
    title: "Tạo tài khoản Orbis",
    emailLead: "Nhập địa chỉ email. Chúng tôi sẽ gửi mã để xác nhận email là của bạn.",
    sendCode: "Gửi mã",
    codeLead: "Chúng tôi đã gửi mã 6 chữ số tới {{email}}. Mã có hiệu lực trong 10 phút.",
    verify: "Xác minh",
    resend: "Gửi mã mới",
    codeResent: "Mã mới đang được gửi.",
    detailsLead: "Sắp xong: tên, mật khẩu và điều khoản.",
    passwordHint: "Ít nhất 8 ký tự, có chữ cái và chữ số.",
    terms: "Điều khoản",
    agreeAll: "Đồng ý tất cả",
    required: "(bắt buộc)",
    optional: "(tùy chọn)",
    view: "Xem",
    submit: "Tạo tài khoản",
    mandatoryTerms: "Vui lòng đồng ý với các điều khoản bắt buộc.",
    back: "Quay lại",
  },
  completed: {
    title: "Chào mừng bạn đến với Orbis!",
    text: "Tài khoản của bạn đã sẵn sàng. Hãy tạo dự án đầu tiên và tải lên ảnh toàn cảnh để bắt đầu một tour.",
    start: "Đến dự án của tôi",
  },
  reset: {
    title: "Đặt lại mật khẩu",
    lead: "Nhập địa chỉ email của tài khoản. Chúng tôi sẽ gửi mã cho bạn.",
    sendCode: "Gửi mã",
    codeLead:
      "Nếu {{email}} có mật khẩu tại đây, mã 6 chữ số đang được gửi. Mã có hiệu lực trong 10 phút.",
    verify: "Xác minh",
    passwordLead: "Chọn mật khẩu mới. Các thiết bị khác đang đăng nhập sẽ bị đăng xuất.",
    submit: "Đổi mật khẩu",
    done: "Mật khẩu đã được thay đổi. Hãy đăng nhập bằng mật khẩu mới.",
    signIn: "Đăng nhập",
  },
  password: {
    tooShort: "Mật khẩu phải có ít nhất 8 ký tự.",
    tooLong: "Mật khẩu có tối đa 128 ký tự.",
    noLetter: "Mật khẩu phải có ít nhất một chữ cái.",
    noDigit: "Mật khẩu phải có ít nhất một chữ số.",
    blankEdge: "Mật khẩu không được bắt đầu hoặc kết thúc bằng khoảng trắng.",
  },
  social: {
    working: "Đang đăng nhập…",
    denied: "Đăng nhập bằng {{provider}} đã bị hủy hoặc bị từ chối.",
    forged: "Lần đăng nhập này không bắt đầu từ trình duyệt này nên không được sử dụng.",
    unknown: "Phương thức đăng nhập này không được hỗ trợ.",
    backToLogin: "Quay lại đăng nhập",
  },
  redirect: {
    working: "Đang đăng nhập…",
    failed: "Liên kết đăng nhập không hợp lệ hoặc đã hết hạn.",
  },
};
