import type { SubmissionsMessages } from "./ko";

/** Vietnamese texts of the submissions resource (`resources.submissions.*`: the review queue). */
export const viSubmissions: SubmissionsMessages = {
  name: "Bài nộp",
  fields: {
    title: "Tên tour",
    studentAlias: "Học sinh",
    groupId: "Nhóm",
    status: "Trạng thái",
    submittedAt: "Ngày nộp",
    reviewedAt: "Ngày duyệt",
    reviewComment: "Nhận xét",
    q: "Tìm kiếm",
  },
  status: {
    code_shared: "Đã chia sẻ mã",
    in_review: "Đang duyệt",
    approved: "Đã duyệt",
    rejected: "Bị từ chối",
  },
  preview: {
    title: "Xem trước",
    open: "Mở bản xem trước",
    reload: "Mở lại bản xem trước",
    newTab: "Mở trong thẻ mới",
    expires: "Liên kết này mở được đến %{at}.",
    frame: "Xem trước tour đã nộp: %{title}",
  },
  review: {
    title: "Duyệt bài",
    feedback: "Nhận xét cho học sinh",
    feedbackHelp: "Không bắt buộc khi duyệt, bắt buộc khi từ chối.",
    feedbackRequired: "Để từ chối, hãy cho học sinh biết cần sửa gì.",
    approve: "Duyệt",
    reject: "Từ chối",
    done: { approved: "Đã duyệt bài nộp.", rejected: "Đã từ chối bài nộp." },
  },
};
