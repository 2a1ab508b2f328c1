import type { koSharingComments, koSharingPreview } from "./ko";

/** The comment thread's Vietnamese messages. */
export const viSharingComments: typeof koSharingComments = {
  title: "Bình luận",
  label: "Bình luận",
  placeholder: "Viết bình luận",
  counter: "{{count}} / {{max}}",
  counterLong: "{{count}} trên {{max}} ký tự",
  post: "Đăng",
  posting: "Đang đăng…",
  blank: "Hãy nhập nội dung trước khi đăng.",
  tooLong: "Bình luận dài tối đa {{max}} ký tự.",
  unstorable: "Nội dung có ký tự không thể lưu.",
  retryIn: "(hãy thử lại sau {{seconds}} giây)",
  list: "Danh sách bình luận",
  byline: "Bình luận của {{name}}",
  you: "bạn",
  edited: "đã sửa",
  edit: "Sửa",
  editLabel: "Sửa bình luận",
  save: "Lưu",
  cancel: "Hủy",
  delete: "Xóa",
  deleteTitle: "Xóa bình luận này?",
  deleteOwn: "Bình luận sẽ bị xóa với mọi người và không thể hoàn tác.",
  deleteOther: "Bình luận của {{name}} sẽ bị xóa với mọi người và không thể hoàn tác.",
  deleted: "Đã xóa bình luận.",
  empty: "Chưa có bình luận nào. Hãy là người đầu tiên bình luận.",
  loading: "Đang tải bình luận…",
  loadFailed: "Không thể tải bình luận.",
  retry: "Thử lại",
  older: "Xem bình luận cũ hơn",
  loadingOlder: "Đang tải…",
  panelHint:
    "Bình luận của những người được chia sẻ tour này. Là chủ sở hữu, bạn có thể xóa bất kỳ bình luận nào.",
};

/** The shared space preview's Vietnamese messages. */
export const viSharingPreview: typeof koSharingPreview = {
  loading: "Đang tải tour được chia sẻ…",
  sharedBy: "Được chia sẻ bởi {{name}}",
  tourFrame: "Tour: {{title}}",
  openTour: "Mở tour trong thẻ mới",
  offline: "Chủ sở hữu đã ngừng công khai tour này. Các bình luận vẫn còn ở đây.",
  notSharedTitle: "Tour này không được chia sẻ với bạn",
  notSharedText:
    "Tour chưa từng được chia sẻ với bạn, hoặc chủ sở hữu đã ngừng chia sẻ hay đã xóa mã chia sẻ.",
  backToList: "Đến danh sách tour được chia sẻ với tôi",
  loadFailed: "Không thể tải tour được chia sẻ.",
  retry: "Thử lại",
};
