import type { SiteCopyLike } from "../siteCopy";
import type { koSite } from "./ko";

/** Vietnamese head metadata (the pages of the Korean copy). */
export const viSite: SiteCopyLike<typeof koSite> = {
  brand: "Orbis - trình tạo tour ảo 360°",
  sharedKeywords: "Orbis, tour ảo 360, tour VR, ảnh toàn cảnh",
  publicPages: {
    "/": [
      "Tour ảo từ ảnh toàn cảnh 360°",
      "Tải ảnh 360° lên và tạo tour ảo với cảnh, điểm đánh dấu, thuyết minh giọng nói và mô hình 3D. Tạo ngay trên trình duyệt, chia sẻ bằng một liên kết và có thể tự triển khai trên máy chủ của bạn.",
      "phần mềm tour ảo, ảnh 360, tour bất động sản, triển lãm ảo",
    ],
    "/builder": [
      "Trình tạo tour",
      "Nối các cảnh, đặt điểm đánh dấu và bảng thông tin để tự tạo tour 360° sống động. Tự động lưu và lịch sử xuất bản giữ an toàn cho công việc của bạn.",
      "trình tạo tour, trình chỉnh sửa 360, điểm nóng",
    ],
    "/builder/features": [
      "Tính năng",
      "Ô ảnh đa độ phân giải cho ảnh toàn cảnh sắc nét, điểm đánh dấu và hình vẽ, mô hình 3D, thuyết minh chuyển văn bản thành giọng nói, xuất bản trang và thống kê.",
      "ảnh đa độ phân giải, mô hình 3D, chuyển văn bản thành giọng nói, thống kê tour",
    ],
    "/builder/pricing": [
      "Bảng giá",
      "Bắt đầu miễn phí và nâng cấp lên Pro, Business hoặc Education khi cần. So sánh dung lượng, số dự án và cài đặt SEO, Open Graph, phân tích theo từng gói.",
      "bảng giá, gói dịch vụ, tour ảo miễn phí, lưu trữ",
    ],
    "/builder/event": [
      "Sự kiện và ưu đãi",
      "Xem phiếu chào mừng và các chương trình khuyến mãi hiện có để bắt đầu gói trả phí của Orbis với giá tốt hơn.",
      "sự kiện, phiếu giảm giá, khuyến mãi, ưu đãi",
    ],
    "/terms": [
      "Điều khoản dịch vụ",
      "Các điều khoản sử dụng Orbis: quyền và nghĩa vụ của bạn, quyền sở hữu nội dung và giới hạn của gói dịch vụ.",
      "điều khoản dịch vụ, điều khoản sử dụng",
    ],
    "/privacy": [
      "Chính sách quyền riêng tư",
      "Orbis thu thập dữ liệu cá nhân nào, vì sao, lưu giữ bao lâu, xóa như thế nào và quyền của bạn đối với dữ liệu đó.",
      "chính sách quyền riêng tư, bảo vệ dữ liệu",
    ],
    "/password": [
      "Đặt lại mật khẩu",
      "Nhận mã xác minh qua email tài khoản và đặt lại mật khẩu Orbis của bạn một cách an toàn.",
      "đặt lại mật khẩu, khôi phục tài khoản",
    ],
    "/payment/yearly": [
      "Gói theo năm",
      "Thanh toán theo năm để dùng gói Orbis với giá thấp hơn thanh toán hằng tháng. Thanh toán bằng thẻ hoặc PayPal.",
      "thanh toán theo năm, đăng ký, thanh toán thẻ, PayPal",
    ],
    "/404": [
      "Không tìm thấy trang",
      "Trang bạn yêu cầu không tồn tại hoặc đã bị xóa. Hãy kiểm tra địa chỉ hoặc quay lại trang chủ Orbis.",
      "404",
    ],
    "/403": [
      "Không có quyền truy cập",
      "Bạn không có quyền xem trang này. Hãy đăng nhập bằng tài khoản khác hoặc đề nghị chủ dự án chia sẻ.",
      "403",
    ],
    "/500": [
      "Lỗi máy chủ",
      "Máy chủ gặp lỗi. Vui lòng thử lại sau giây lát; các tour bạn đang chỉnh sửa đã được tự động lưu.",
      "500",
    ],
  },
  infoSections: {
    "/section3-1": [
      "Bắt đầu: tour ảo đầu tiên của bạn",
      "Tạo tài khoản và dự án, kéo thả một ảnh 360° là cảnh đầu tiên đã sẵn sàng. Hướng dẫn từng bước để hoàn thành tour đầu tiên trong vài phút.",
      "bắt đầu, dự án đầu tiên, tải ảnh 360",
    ],
    "/section3-2": [
      "Hướng dẫn chụp ảnh toàn cảnh 360°",
      "Xuất ảnh equirectangular tỉ lệ 2:1, giữ nguyên chiều cao chân máy và độ phơi sáng để chuyển cảnh tự nhiên. Mẹo chụp và tải ảnh lên.",
      "chụp ảnh 360, equirectangular, máy ảnh toàn cảnh",
    ],
    "/section3-3": [
      "Liên kết cảnh và góc nhìn ban đầu",
      "Nối các không gian bằng điểm chuyển cảnh, sắp xếp thứ tự cảnh và hướng nhìn khi mở, để người xem không bao giờ lạc đường trong tour.",
      "liên kết cảnh, điểm chuyển cảnh, góc nhìn ban đầu",
    ],
    "/section3-4": [
      "Điểm thông tin và liên kết",
      "Ghim điểm thông tin kèm mô tả, giá hoặc liên kết ngoài đúng vị trí trong cảnh, để người xem đọc ngay về thứ họ đang nhìn.",
      "điểm thông tin, điểm nóng, liên kết",
    ],
    "/section3-5": [
      "Thuyết minh bằng giọng nói",
      "Chuyển văn bản của điểm đánh dấu thành giọng nói tiếng Hàn, Anh, Việt hoặc Nhật như một hướng dẫn viên. Không cần micro: sửa câu chữ là giọng nói cập nhật theo.",
      "thuyết minh, chuyển văn bản thành giọng nói, hướng dẫn âm thanh",
    ],
    "/section3-6": [
      "Hình vẽ và mô hình 3D",
      "Vẽ hình để làm nổi bật khu vực và đặt mô hình 3D từ thư viện hoặc tệp GLB của bạn vào cảnh: trình bày bố trí nội thất hay kế hoạch triển lãm ngay trong tour.",
      "mô hình 3D, GLB, hình vẽ, bố trí nội thất",
    ],
    "/section3-7": [
      "Xuất bản và chia sẻ",
      "Xuất bản tạo cho tour một trang công khai riêng và lưu lại mọi phiên bản. Chia sẻ liên kết, nhúng vào website, cài đặt SEO, Open Graph và theo dõi lượt xem.",
      "xuất bản tour, liên kết chia sẻ, nhúng, thống kê lượt xem",
    ],
    "/section3-8": [
      "Tự triển khai Orbis",
      "Orbis chạy trên một máy chỉ với lệnh npm start và mở rộng sang PostgreSQL, Redis, lưu trữ tương thích S3 và SMTP khi cần. Tour của bạn nằm trên máy chủ của bạn.",
      "tự triển khai, tour ảo tại chỗ, PostgreSQL, S3",
    ],
    "/section3-9": [
      "Làm việc nhóm và giáo dục",
      "Chia sẻ dự án với đồng nghiệp để cùng chỉnh sửa và giới thiệu không gian bằng mã chia sẻ. Giảng viên quản lý nhóm học viên, giấy phép và chấm các tour được nộp làm bài tập.",
      "cộng tác, chia sẻ dự án, giáo dục, giảng viên",
    ],
  },
  appPages: {
    "/projects/contents": [
      "Dự án của tôi",
      "Quản lý dự án và các tour bên trong tại một nơi: tạo và sao chép tour, xem tour nào đã xuất bản và dung lượng đã dùng.",
      "dự án, danh sách tour",
    ],
    "/projects/hosting": [
      "Lưu trữ ảnh",
      "Lưu ảnh 360° và nhận liên kết để nhúng vào bất cứ đâu. Dự án lưu trữ có dung lượng riêng, tách biệt với các tour.",
      "lưu trữ ảnh, nhúng ảnh 360",
    ],
    "/projects/hosting-images/:id": [
      "Kho ảnh 360°",
      "Tải lên, đổi tên, xem trước ảnh 360° của dự án lưu trữ và sao chép liên kết nhúng của chúng.",
      "kho ảnh 360, liên kết nhúng",
    ],
    "/sites": [
      "Trang web",
      "Xem các trang công khai của tour đã xuất bản và quản lý địa chỉ, tiêu đề cùng cài đặt SEO, Open Graph và phân tích.",
      "trang công khai, địa chỉ xuất bản",
    ],
    "/statistics": [
      "Thống kê",
      "Lượt xem hằng ngày của các tour đã xuất bản theo khoảng thời gian, để biết tour nào thu hút người xem.",
      "thống kê lượt xem, lượt truy cập",
    ],
  },
  accountPages: {
    "/mypage/info": [
      "Chỉnh sửa thông tin cá nhân",
      "Đổi tên, biệt danh, ảnh đại diện và mật khẩu, đồng thời xem lại các điều khoản bạn đã đồng ý.",
      "thông tin cá nhân, hồ sơ, đổi mật khẩu",
    ],
    "/mypage/subscribe": [
      "Thông tin đăng ký gói",
      "Gói hiện tại, ngày thanh toán tiếp theo và các khoản thanh toán đã lên lịch, cùng cách quản lý gói đăng ký.",
      "gói đăng ký, gói dịch vụ, thanh toán định kỳ",
    ],
    "/mypage/usage": [
      "Quản lý mức sử dụng",
      "Số dự án, số tour, dung lượng và địa chỉ xuất bản so với giới hạn của gói, để bạn dọn dẹp trước khi chạm ngưỡng.",
      "mức sử dụng, dung lượng, giới hạn gói",
    ],
    "/mypage/purchase": [
      "Lịch sử thanh toán",
      "Lịch sử thanh toán, hóa đơn và các phương thức thanh toán trong tài khoản của bạn.",
      "lịch sử thanh toán, hóa đơn, phương thức thanh toán",
    ],
    "/mypage/coupon": [
      "Đăng ký phiếu giảm giá",
      "Nhập mã phiếu giảm giá và xem các phiếu bạn có cùng hạn sử dụng. Phiếu được trừ vào khi thanh toán gói dịch vụ.",
      "phiếu giảm giá, mã giảm giá",
    ],
    "/mypage/edu/setting": [
      "Cài đặt tài khoản giáo dục",
      "Quản lý thông tin cơ sở giáo dục và cài đặt tài khoản giáo dục, sẵn sàng vận hành các nhóm học viên.",
      "tài khoản giáo dục, cơ sở giáo dục",
    ],
    "/mypage/edu/instructor": [
      "Quản lý tài khoản giảng viên được chứng nhận",
      "Đăng ký và kiểm tra tư cách giảng viên được chứng nhận, quản lý các nhóm và giấy phép bạn phụ trách.",
      "giảng viên được chứng nhận, tài khoản giảng viên",
    ],
    "/mypage/streetview": [
      "Tài khoản Street View",
      "Kết nối tài khoản Street View để đăng các cảnh 360° của bạn lên cả bản đồ.",
      "Street View, đăng lên bản đồ",
    ],
    "/mypage/purchase-student": [
      "Mua giấy phép học viên",
      "Mua giấy phép học viên theo sĩ số lớp và phân bổ cho các nhóm học viên của bạn.",
      "giấy phép học viên, mua cho giáo dục",
    ],
    "/payment": [
      "Thay đổi gói",
      "So sánh các gói và nâng cấp ngay, thanh toán bằng KRW hoặc USD qua thẻ hoặc PayPal.",
      "thay đổi gói, thanh toán, nâng cấp",
    ],
    "/delete-account": [
      "Xóa tài khoản",
      "Trước khi rời đi, hãy xem những dự án và tour nào sẽ bị xóa và tài khoản còn khôi phục được trong bao lâu.",
      "xóa tài khoản, rời dịch vụ",
    ],
  },
};
