import type { ConsoleMessages } from "../ko";

/** The account screens' Vietnamese messages. */
export const viAccount: ConsoleMessages["account"] = {
  loading: "Đang tải…",
  home: "Về trang chủ",
  info: {
    profile: {
      title: "Hồ sơ",
      shownAs: "Tên hiển thị",
      email: "Email",
      signInMethod: "Cách đăng nhập",
      emailMethod: "Email và mật khẩu",
      name: "Họ tên",
      nickname: "Biệt danh",
      nicknameOptional: "Biệt danh (không bắt buộc)",
      save: "Lưu hồ sơ",
      saved: "Đã lưu hồ sơ của bạn.",
      blank: "{{field}} không được để trống.",
      tooLong: "{{field}} tối đa {{max}} ký tự.",
    },
    picture: {
      alt: "Ảnh đại diện của bạn",
      none: "Chưa có ảnh",
      choose: "Chọn ảnh",
      uploading: "Đang tải lên…",
      hint: "JPEG, PNG hoặc WebP, tối đa 5 MB. Ảnh sẽ được cắt thành hình vuông.",
      uploaded: "Đã cập nhật ảnh đại diện.",
      wrongType: "Hãy chọn ảnh JPEG, PNG hoặc WebP.",
      tooLarge: "Ảnh phải có dung lượng tối đa 5 MB.",
    },
    password: {
      title: "Mật khẩu",
      social:
        "Bạn đăng nhập bằng {{provider}}, nên tài khoản không có mật khẩu Orbis để đổi. Hãy quản lý mật khẩu tại {{provider}}.",
      current: "Mật khẩu hiện tại",
      new: "Mật khẩu mới",
      confirm: "Nhập lại mật khẩu mới",
      currentMissing: "Hãy nhập mật khẩu hiện tại.",
      mismatch: "Mật khẩu mới và mật khẩu nhập lại không khớp.",
      same: "Mật khẩu mới phải khác mật khẩu hiện tại.",
      submit: "Đổi mật khẩu",
      changed: "Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.",
    },
    settings: {
      title: "Cài đặt",
      loading: "Đang tải cài đặt…",
      failed: "Không tải được cài đặt của bạn.",
      retry: "Thử lại",
      language: "Ngôn ngữ",
      currency: "Tiền tệ",
      autoSave: "Tự động lưu tour khi đang chỉnh sửa",
      saveCycle: "Chu kỳ tự động lưu (giây)",
      saveCycleHint: "Từ 10 đến 3600 giây (một giờ).",
      saveCycleProblem: "Hãy nhập chu kỳ tự động lưu là số giây nguyên từ 10 đến 3600.",
      save: "Lưu cài đặt",
      saved: "Đã lưu cài đặt của bạn.",
    },
    marketing: {
      label: "Gửi cho tôi tin tức, sự kiện và phiếu giảm giá qua email",
      hint: "Email cần cho tài khoản, như mã đăng nhập và thông báo thanh toán, vẫn được gửi.",
      loading: "Đang tải lựa chọn nhận email tiếp thị…",
      on: "Bạn sẽ nhận email tiếp thị.",
      off: "Bạn sẽ không còn nhận email tiếp thị.",
      failed: "Không thể lưu lựa chọn nhận email tiếp thị: {{reason}} Lựa chọn cũ được giữ nguyên.",
    },
    terms: {
      title: "Điều khoản bạn đã đồng ý",
      lead: "Các điều khoản bạn đã đồng ý khi đăng ký và thời điểm đồng ý. Bạn có thể thay đổi các điều khoản tùy chọn tại đây.",
      loading: "Đang tải điều khoản…",
      failed: "Không thể tải điều khoản.",
      retry: "Thử lại",
      required: "Bắt buộc",
      optional: "Tùy chọn",
      agreedOn: "Đã đồng ý ngày {{date}}",
      notAgreed: "Chưa đồng ý",
      view: "Xem",
      agree: "Đồng ý",
      requiredNote:
        "Điều khoản bắt buộc là điều kiện sử dụng tài khoản nên không thể rút lại tại đây. Để rút lại, hãy xóa tài khoản.",
      saved: "Đã lưu lựa chọn cho “{{title}}”.",
      saveFailed: "Không thể lưu lựa chọn cho “{{title}}”: {{reason}}",
    },
    sessions: {
      title: "Thiết bị đã đăng nhập",
      text: "Bạn đang đăng nhập trên máy tính khác, hoặc trong terminal bằng Orbis CLI? Đăng xuất khỏi mọi nơi sẽ kết thúc ngay mọi phiên của tài khoản, kể cả phiên này.",
      button: "Đăng xuất khỏi mọi nơi",
    },
    commerce: {
      title: "Gói và thanh toán",
      text: "Gói của bạn, lịch sử thanh toán, mức sử dụng và phiếu giảm giá.",
    },
    leave: {
      title: "Xóa tài khoản",
      text: "Vô hiệu hóa tài khoản và ngừng sử dụng Orbis. Bạn có thể khôi phục sau bằng liên kết chúng tôi gửi qua email.",
      link: "Xóa tài khoản của tôi",
    },
  },
  leave: {
    title: "Xóa tài khoản",
    whatHappens: "Điều gì xảy ra khi bạn rời đi",
    consequences: {
      signedOut:
        "Bạn bị đăng xuất ngay trên mọi thiết bị và không thể đăng nhập cho đến khi khôi phục tài khoản.",
      kept: "Dự án, tour, ảnh và cài đặt được giữ nguyên, nên khi khôi phục mọi thứ sẽ trở lại.",
      published:
        "Các tour đã xuất bản vẫn truy cập được tại địa chỉ công khai. Hãy hủy xuất bản trước những tour cần gỡ xuống.",
      restore:
        "Để khôi phục, hãy đăng nhập lại: chúng tôi sẽ gửi email liên kết khôi phục, dùng được một lần trong 24 giờ.",
    },
    reasonLegend: "Vì sao bạn rời đi?",
    reasonLead: "Câu trả lời giúp chúng tôi cải thiện Orbis. Hãy chọn lý do gần nhất.",
    reasons: {
      "not-useful": "Thiếu tính năng tôi cần",
      "too-expensive": "Chi phí quá cao",
      "hard-to-use": "Khó sử dụng",
      "found-alternative": "Tôi chuyển sang dịch vụ khác",
      privacy: "Tôi lo ngại về quyền riêng tư",
      other: "Lý do khác",
    },
    wordsRequired: "Hãy cho chúng tôi biết lý do (bắt buộc)",
    wordsOptional: "Bạn muốn chia sẻ thêm điều gì (không bắt buộc)",
    confirm: "Tôi hiểu rằng tài khoản sẽ bị vô hiệu hóa và tôi sẽ bị đăng xuất.",
    problems: {
      reason: "Hãy chọn một lý do rời đi.",
      customReason: "Khi chọn “Lý do khác”, hãy ghi lý do trong tối đa 1000 ký tự.",
      confirm: "Hãy đánh dấu ô xác nhận.",
    },
    cancel: "Hủy và quay lại",
    submit: "Vô hiệu hóa tài khoản",
    done: "Tài khoản đã bị vô hiệu hóa. Hãy đăng nhập lại bất cứ khi nào bạn muốn khôi phục.",
  },
  restore: {
    title: "Khôi phục tài khoản",
    checking: "Đang kiểm tra liên kết khôi phục…",
    invalid:
      "Liên kết khôi phục này đã hết hạn hoặc đã được dùng. Hãy đăng nhập lại để nhận liên kết mới.",
    wrongPurpose:
      "Đây không phải liên kết khôi phục tài khoản. Hãy kiểm tra lại liên kết trong email.",
    toLogin: "Đến trang đăng nhập",
    signInToRestore:
      "Đăng nhập để khôi phục tài khoản {{email}}. Hãy dùng cách đăng nhập như trước: email, hoặc cùng tài khoản mạng xã hội.",
    refused:
      "Không dùng được liên kết khôi phục: liên kết đã hết hạn, đã được dùng, hoặc tài khoản đăng nhập bằng cách khác.",
    forget: "Đăng nhập mà không khôi phục",
    deactivated: "Tài khoản {{email}} đang bị vô hiệu hóa.",
    offer:
      "Chúng tôi có thể gửi email liên kết để khôi phục. Liên kết dùng được một lần trong 24 giờ.",
    sendMail: "Gửi cho tôi liên kết khôi phục",
    mailSent: "Liên kết khôi phục đang được gửi tới {{email}}. Hãy mở liên kết rồi đăng nhập lại.",
    done: "Tài khoản đã được khôi phục. Chào mừng bạn quay lại!",
  },
  unsubscribe: {
    title: "Hủy nhận email tiếp thị",
    checking: "Đang kiểm tra liên kết hủy đăng ký…",
    lead: "Orbis sẽ ngừng gửi tin tức, sự kiện và phiếu giảm giá tới {{email}}.",
    accountMails:
      "Các email cần cho tài khoản, như mã đăng nhập và thông báo thanh toán, vẫn được gửi.",
    submit: "Hủy đăng ký",
    invalid: "Liên kết hủy đăng ký này không hợp lệ hoặc đã hết hạn.",
    wrongPurpose: "Đây không phải liên kết hủy đăng ký. Hãy kiểm tra lại liên kết trong email.",
    doneTitle: "Bạn đã hủy đăng ký",
    done: "Orbis sẽ không gửi email tiếp thị tới {{email}} nữa.",
    doneNoEmail: "Đã lưu tùy chọn nhận email của bạn.",
  },
  integration: {
    title: "Đăng nhập Orbis",
    working: "Đang đăng nhập…",
    missing:
      "Liên kết này không mang thông tin đăng nhập. Hãy mở lại Orbis từ dịch vụ bạn vừa dùng.",
    refused: "Không thể đăng nhập. {{reason}}",
    toLogin: "Tự đăng nhập",
  },
  social: {
    noSignIn:
      "Hãy đăng nhập bằng {{provider}} trước. Ở trang đăng nhập, chọn “Tiếp tục với {{provider}}” rồi bạn sẽ quay lại đây để hoàn tất.",
    lead: "Chưa có tài khoản Orbis nào dùng tài khoản {{provider}} này. Điền thông tin dưới đây để tạo tài khoản.",
    sharedEmail: "Email: {{email}}",
    emailHint:
      "{{provider}} không chia sẻ địa chỉ email của bạn. Hãy nhập địa chỉ để chúng tôi liên hệ.",
    emailProblem: "Hãy nhập địa chỉ email hợp lệ.",
  },
};
