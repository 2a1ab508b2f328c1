import type { InfoGuide } from "../infoGuides";

/** The nine info sections in Vietnamese. */
export const viGuides: readonly InfoGuide[] = [
  {
    title: "Bắt đầu: tour ảo đầu tiên của bạn",
    steps: [
      "Tạo tài khoản, mở Dự án và tạo một dự án: dự án chứa các tour và tệp của chúng.",
      "Tạo tour trong dự án và kéo một ảnh 360° vào trình chỉnh sửa; máy chủ chia ô ảnh và nó trở thành cảnh đầu tiên.",
      "Mở bản xem trước để nhìn quanh, rồi thêm cảnh khác theo cách tương tự.",
    ],
  },
  {
    title: "Hướng dẫn chụp ảnh toàn cảnh 360°",
    steps: [
      "Xuất ảnh equirectangular tỉ lệ 2:1, tối thiểu 1024 × 512 pixel; từ 8000 × 4000 trở lên giữ được chi tiết khi phóng to.",
      "Chụp mọi cảnh ở cùng chiều cao chân máy (khoảng tầm mắt) để chuyển cảnh tự nhiên.",
      "Giữ độ phơi sáng và cân bằng trắng giống nhau giữa các phòng, và che chân máy nếu máy ảnh hỗ trợ.",
    ],
  },
  {
    title: "Liên kết cảnh và góc nhìn ban đầu",
    steps: [
      "Đặt điểm chuyển cảnh ở cửa hoặc lối đi và chọn cảnh mà nó mở ra.",
      "Xoay từng cảnh về hướng muốn hiển thị đầu tiên và lưu làm góc nhìn ban đầu.",
      "Sắp xếp danh sách cảnh: cảnh đầu tiên là nơi mọi người xem bắt đầu.",
    ],
  },
  {
    title: "Điểm thông tin và liên kết",
    steps: [
      "Đặt điểm thông tin lên đúng vật cần mô tả: tiêu đề, đoạn mô tả ngắn và liên kết nếu cần.",
      "Viết ngắn gọn; dẫn tới trang sản phẩm hoặc biểu mẫu đặt chỗ để xem chi tiết.",
      "Xem trước ở cửa sổ cỡ điện thoại để chắc các điểm không che nhau.",
    ],
  },
  {
    title: "Thuyết minh bằng giọng nói",
    steps: [
      "Gắn tệp âm thanh vào một cảnh; nó phát khi người xem vào cảnh đó.",
      "Thu âm ở nơi yên tĩnh, mỗi cảnh một ý và dưới một phút.",
      "Thêm một điểm thông tin ngắn cùng nội dung cho người xem không bật tiếng.",
    ],
  },
  {
    title: "Hình vẽ và mô hình 3D",
    steps: [
      "Vẽ hình lên một khu vực (phòng, kệ hàng) để làm nổi bật và cho phép bấm vào.",
      "Đặt mô hình 3D (glTF) vào cảnh, rồi chỉnh tỉ lệ và góc xoay để nó nằm đúng trên sàn.",
      "Giữ mô hình nhẹ (vài MB) để cảnh vẫn mở nhanh trên mạng di động.",
    ],
  },
  {
    title: "Xuất bản và chia sẻ",
    steps: [
      "Xuất bản tour ra một URL; đặt tiêu đề, mô tả và ảnh Open Graph cho bản xem trước liên kết.",
      "Thêm mã Google Analytics nếu gói của bạn có, và theo dõi lượt xem trong Thống kê.",
      "Chia sẻ URL hoặc nhúng vào website bằng iframe; xuất bản lại sau khi sửa để cập nhật.",
    ],
  },
  {
    title: "Tự lưu trữ Orbis",
    steps: [
      "Chạy máy chủ Orbis với Node.js 20; SQLite dùng được ngay, PostgreSQL cho nhóm lớn.",
      "Chọn ổ đĩa cục bộ hoặc bucket tương thích S3 để lưu ảnh toàn cảnh và ô ảnh.",
      "Đặt sau HTTPS với tên miền của bạn; sao lưu cơ sở dữ liệu và bộ lưu trữ cùng lúc.",
    ],
  },
  {
    title: "Nhóm và giáo dục",
    steps: [
      "Mời đồng nghiệp vào dự án để nhiều người cùng chỉnh sửa tour.",
      "Gói giáo dục cho phép quản trị viên quản lý giảng viên, và giảng viên quản lý lớp học.",
      "Học viên tạo tour trong dự án của mình; giảng viên xem xét và xuất bản những tour tốt nhất.",
    ],
  },
];
