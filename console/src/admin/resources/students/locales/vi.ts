import type { StudentsMessages } from "./ko";

/** Vietnamese texts of the students resource (`resources.students.*`, in Polyglot's format). */
export const viStudents: StudentsMessages = {
  name: "Học sinh",
  fields: {
    userAlias: "Tên",
    loginId: "ID đăng nhập",
    groupId: "Nhóm",
    licenceState: "Giấy phép",
    licenceExpiresAt: "Giấy phép hết hạn",
    lastLoginAt: "Đăng nhập gần nhất",
    createdAt: "Ngày tạo",
    id: "ID",
  },
  licenceStates: { none: "Chưa có", delivered: "Đang dùng", expired: "Đã hết hạn" },
  select: "Chọn %{name}",
  reset: {
    button: "Đặt lại mật khẩu",
    title: "Đặt lại mật khẩu",
    confirm: "Tạo mật khẩu mới cho %{name}? Mật khẩu hiện tại sẽ không dùng được nữa.",
    doneTitle: "Mật khẩu mới của %{name}",
    once: "Mật khẩu này chỉ hiện một lần: hãy đưa cho học sinh. Học sinh sẽ đặt mật khẩu riêng khi đăng nhập lần đầu.",
  },
  export: {
    button: "Xuất CSV",
    pickGroup: "Hãy chọn một nhóm trong bộ lọc trước khi xuất.",
    done: "Đã tải xuống %{file}.",
  },
  import: {
    button: "Nhập học sinh",
    title: "Nhập học sinh",
    group: "Nhóm",
    paste: "Tên học sinh (mỗi dòng một người)",
    file: "Tải lên tệp CSV hoặc TXT",
    reading: "Đang đọc danh sách học sinh của nhóm…",
    preview: "Xem trước",
    line: "Dòng",
    name: "Tên",
    problem: "Kiểm tra",
    ok: "Hợp lệ",
    problems: {
      duplicate: "Tên này đã có trong danh sách",
      taken: "Nhóm đã có học sinh trùng tên",
      tooLong: "Tên quá dài (tối đa 50 ký tự)",
      unstorable: "Tên có ký tự không lưu được",
    },
    fileProblems: {
      empty:
        "Tệp %{file} trống. Hãy ghi tên học sinh, mỗi dòng một tên, lưu lại rồi tải lên lần nữa.",
      binary:
        "Tệp %{file} không phải là tệp văn bản. Hãy tải lên tệp đã lưu dưới dạng CSV (phân tách bằng dấu phẩy) hoặc TXT, không phải sổ làm việc hay hình ảnh.",
      encoding:
        'Không đọc được các ký tự của tệp %{file}. Hãy lưu tệp dưới dạng UTF-8 hoặc EUC-KR ("CSV UTF-8" hoặc "CSV" của Excel) rồi tải lên lần nữa.',
      headerOnly:
        "Tệp %{file} chỉ có dòng tiêu đề, không có tên học sinh. Hãy thêm tên dưới dòng tiêu đề, mỗi dòng một tên.",
      noNameColumn:
        'Tệp %{file} có nhiều cột nhưng không cột nào có tiêu đề là tên. Hãy ghi "Tên" ở đầu cột chứa tên học sinh.',
    },
    verdict: {
      empty: "Dán tên hoặc tải tệp lên.",
      problems: "Hãy sửa các dòng được đánh dấu để tạo học sinh.",
      tooMany: "Mỗi lần chỉ tạo được tối đa 100 học sinh.",
      ready: "Sẽ tạo %{smart_count} học sinh.",
    },
    create: "Tạo",
    creating: "Đang tạo…",
  },
  sheet: {
    title: "Thông tin đăng nhập",
    warning: "Mật khẩu chỉ hiện một lần này. Hãy tải CSV hoặc in ra trước khi đóng.",
    download: "Tải CSV",
    fileName: "thong-tin-dang-nhap.csv",
  },
  copy: { button: "Sao chép", done: "Đã sao chép" },
  deliver: {
    button: "Cấp giấy phép",
    title: "Cấp giấy phép",
    students: "Mỗi học sinh trong %{smart_count} học sinh đã chọn nhận một giấy phép.",
    duration: "Thời hạn",
    months: "%{smart_count} tháng",
    submit: "Cấp",
    mixedGroups: "Mỗi lần chỉ cấp cho học sinh của một nhóm: hãy chọn học sinh của cùng một nhóm.",
    shortfall: "Không đủ giấy phép chưa dùng: cần %{needed}, còn %{available}.",
    buy: "Mua giấy phép",
    done: "Đã cấp %{smart_count} giấy phép.",
  },
};
