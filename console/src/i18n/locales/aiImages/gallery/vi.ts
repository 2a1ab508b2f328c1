import type { koAiGallery } from "./ko";

/** The gallery of one's AI images, its dialogs and the editor's AI scene action, in Vietnamese. */
export const viAiGallery: typeof koAiGallery = {
  title: "Ảnh AI của tôi",
  none: "Chưa có ảnh AI nào. Hãy tạo ở phía trên.",
  select: "Chọn “{{prompt}}”",
  picture: "Ảnh toàn cảnh AI: {{prompt}}",
  requestedAt: "Yêu cầu lúc {{date}}",
  selected_one: "Đã chọn {{count}}",
  selected_other: "Đã chọn {{count}}",
  page: "Trang {{page}} / {{pages}}",
  previous: "Trang trước",
  next: "Trang sau",
  delete: "Xóa",
  addAsScenes: "Thêm làm cảnh",
  onlyComplete: "Chỉ ảnh đã hoàn tất mới thêm được làm cảnh.",
  remove: {
    title: "Xóa ảnh AI?",
    text_one:
      "{{count}} ảnh sẽ bị xóa vĩnh viễn. Ảnh đang được tạo sẽ dừng lại và tín dụng được hoàn lại.",
    text_other:
      "{{count}} ảnh sẽ bị xóa vĩnh viễn. Ảnh đang được tạo sẽ dừng lại và tín dụng được hoàn lại.",
    cancel: "Hủy",
    confirm: "Xóa",
    done_one: "Đã xóa {{count}} ảnh",
    done_other: "Đã xóa {{count}} ảnh",
  },
  scenes: {
    title: "Thêm làm cảnh",
    lead_one: "Ảnh sẽ thành một cảnh mới của tour bạn chọn.",
    lead_other: "{{count}} ảnh sẽ thành các cảnh mới của tour bạn chọn.",
    project: "Dự án",
    tour: "Tour",
    loading: "Đang tải…",
    noProjects: "Bạn chưa có dự án nào. Hãy tạo một dự án và một tour trước.",
    noTours: "Dự án này chưa có tour nào.",
    cancel: "Hủy",
    confirm: "Thêm vào tour",
    adding: "Đang thêm…",
    done_one: "Đã thêm {{count}} cảnh vào “{{tour}}”",
    done_other: "Đã thêm {{count}} cảnh vào “{{tour}}”",
    failed: "Không thêm được “{{prompt}}”: {{reason}}",
  },
  editor: {
    action: "Thêm cảnh từ ảnh AI",
    lead: "Chọn một ảnh AI đã hoàn tất: ảnh sẽ thành một cảnh mới của tour này.",
    none: "Bạn chưa có ảnh AI nào đã hoàn tất. Hãy tạo trong Tạo > Tạo và chọn ảnh AI.",
    choose: "Thêm “{{prompt}}”",
    close: "Đóng",
  },
};
