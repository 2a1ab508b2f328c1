import type { KoDownloads } from "./ko";

/** Vietnamese texts of the download screens: art packages and the plugin. */
export const viDownloads: KoDownloads = {
  title: "Tải xuống",
  tabsLabel: "Loại tải xuống",
  artPackagesTab: "Gói tài nguyên nghệ thuật",
  pluginTab: "Plugin",
  art: {
    lead: "Mô hình 3D trong thư viện của trình chỉnh sửa và các bộ biểu tượng điểm đánh dấu, dưới dạng tệp ZIP để dùng trong tour hoặc trong công cụ của bạn.",
    kindModels: "Mô hình 3D",
    kindMarkerIcons: "Biểu tượng điểm đánh dấu",
    items: "{{count}} mục",
    size: "Dung lượng {{size}}",
    download: "Tải xuống",
    downloadLabel: "Tải xuống {{name}}",
    downloading: "Đang tải xuống…",
    saved: "Đã lưu {{file}}",
    locked: "Đã khóa",
    lockedLabel: "{{name}}: không có trong gói của bạn",
    upgradeLead:
      "Gói của bạn không bao gồm gói tài nguyên nghệ thuật. Hãy nâng cấp gói để tải xuống mọi gói tài nguyên.",
    upgrade: "Nâng cấp gói",
    loading: "Đang tải…",
    loadFailed: "Không thể tải danh sách gói tài nguyên.",
    retry: "Thử lại",
  },
  plugin: {
    lead: "Plugin Orbis chính là công cụ dòng lệnh Orbis, orbis: tải lên hàng loạt ảnh toàn cảnh, xuất bản, xuất tour, tạo ảnh toàn cảnh bằng AI và quản lý tài liệu lớp học, từ terminal hoặc script.",
    featuresTitle: "Công dụng",
    features: {
      upload:
        "Tải lên cả thư mục ảnh toàn cảnh thành các cảnh của một tour (tiếp tục từ chỗ đã dừng)",
      publish: "Xuất bản nhiều tour cùng lúc",
      export: "Xuất tour dưới dạng Pannellum JSON hoặc ZIP trang tĩnh, và nhập tour khác",
      ai: "Tạo ảnh toàn cảnh AI từ câu lệnh mô tả và thêm vào tour",
      edu: "Tài liệu lớp học: xuất danh sách học viên của nhóm và tạo học viên từ danh sách tên",
    },
    installTitle: "Cài đặt",
    installLead: "Với Node.js 20 trở lên, hãy cài đặt trực tiếp từ máy chủ này:",
    copy: "Sao chép",
    copyLabel: "Sao chép “{{command}}”",
    copied: "Đã sao chép lệnh",
    copyFailed: "Không thể sao chép: hãy chọn lệnh và sao chép thủ công.",
    tarball: "Tải tệp gói (.tgz)",
    loginTitle: "Đăng nhập",
    loginLead:
      "Đăng nhập bằng trình duyệt: lệnh sẽ mở trang đăng nhập của trang này và, khi bạn đã đăng nhập, chuyển phiên cho công cụ dòng lệnh.",
    examplesTitle: "Ví dụ",
    examples: {
      help: "Xem mọi lệnh",
      projects: "Danh sách dự án của bạn",
      upload: "Tải thư mục ảnh toàn cảnh lên một tour",
      publish: "Xuất bản một tour",
      ai: "Tạo ảnh toàn cảnh AI",
    },
  },
  publicPage: {
    title: "Plugin {{product}}",
    lead: "Cách cài đặt plugin Orbis (công cụ dòng lệnh) và đăng nhập bằng trình duyệt.",
    signIn: "Đăng nhập Orbis",
  },
};
