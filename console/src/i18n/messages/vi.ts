import type { ConsoleMessages } from "./ko";

/** The console's own Vietnamese messages. */
export const vi: ConsoleMessages = {
  brand: "Orbis",
  skipToContent: "Chuyển đến nội dung",
  nav: {
    main: "Menu chính",
    home: "Trang chủ",
    features: "Tính năng",
    pricing: "Bảng giá",
    signIn: "Đăng nhập",
    projects: "Dự án của tôi",
    sites: "Trang web",
    statistics: "Thống kê",
    download: "Tải xuống",
    mypage: "Tài khoản",
    toggleMenu: "Hiện hoặc ẩn menu",
    signOut: "Đăng xuất",
  },
  banner: {
    text: "Orbis là công cụ tạo tour ảo 360° chạy trên máy chủ của riêng bạn.",
    close: "Đóng biểu ngữ",
  },
  landing: {
    title: "Tạo tour ảo 360° và xuất bản từ máy chủ của bạn",
    lead: "Orbis biến ảnh toàn cảnh thành các cảnh được liên kết, có điểm đánh dấu và thuyết minh bằng giọng nói, rồi xuất bản lên web. Dữ liệu nằm trên máy chủ bạn vận hành.",
    start: "Bắt đầu",
    pricing: "Xem bảng giá",
    featuresTitle: "Bạn có thể làm gì",
    feature1Title: "Tải lên và liên kết cảnh",
    feature1Text:
      "Kéo thả ảnh 360°: ảnh được chia thành ô để mở nhanh, và các cảnh liên kết với nhau.",
    feature2Title: "Điểm đánh dấu, giọng nói và mô hình 3D",
    feature2Text:
      "Thêm văn bản và liên kết cho điểm thông tin, tạo và phát thuyết minh, đặt mô hình GLB.",
    feature3Title: "Xuất bản và lịch sử",
    feature3Text:
      "Xuất bản tour tại một địa chỉ công khai, lưu lịch sử xuất bản và tải về dưới dạng trang tĩnh.",
  },
  status: {
    notFoundText: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi.",
    accessDeniedText: "Bạn không có quyền xem trang này.",
    serverErrorText: "Máy chủ gặp sự cố. Vui lòng thử lại sau giây lát.",
    home: "Về trang chủ",
  },
  notAvailable: {
    text: "Màn hình này chưa có trên máy chủ này.",
  },
  snackbar: {
    success: "Thành công",
    warning: "Cảnh báo",
    error: "Lỗi",
    info: "Thông tin",
  },
  terms: {
    title: "Điều khoản dịch vụ",
    summary:
      "Sử dụng Orbis nghĩa là bạn đồng ý với điều khoản dịch vụ và chính sách quyền riêng tư. Toàn văn có ở trang điều khoản.",
    full: "Đọc toàn bộ điều khoản",
  },
  footer: {
    terms: "Điều khoản dịch vụ",
    privacy: "Chính sách quyền riêng tư",
    language: "Ngôn ngữ",
    currency: "Tiền tệ",
    note: "Orbis — công cụ tạo tour ảo 360° tự lưu trữ",
  },
};
