import { viAiGallery } from "./gallery/vi";
import type { AiImagesMessages } from "./ko";

/** The AI image screens' Vietnamese messages (`aiImages` namespace). */
export const vi: AiImagesMessages = {
  lead: "Mô tả một địa điểm để nhận ảnh toàn cảnh 360° mà bạn có thể thêm vào tour làm cảnh.",
  loading: "Đang tải…",
  loadFailed: "Không tải được ảnh AI.",
  retry: "Thử lại",
  seePlans: "Xem các gói",
  sketch: {
    title: "Chưa cấu hình mô hình AI",
    text: "Máy chủ này không có mô hình tạo ảnh AI. Ảnh là bản phác thảo được vẽ theo thủ tục từ mô tả và phong cách của bạn, không phải ảnh do mô hình AI tạo ra.",
  },
  usage: {
    title: "Tín dụng tháng này",
    meter: "Tín dụng ảnh AI đã dùng tháng này",
    figure: "{{used}} / {{limit}} ảnh",
    unlimited: "Đã dùng {{used}} ảnh · không giới hạn",
    left_one: "Còn {{count}} ảnh",
    left_other: "Còn {{count}} ảnh",
    renews: "Tín dụng được làm mới vào {{date}}",
  },
  form: {
    title: "Ảnh toàn cảnh mới",
    prompt: "Mô tả",
    promptHint:
      "Mô tả địa điểm, ví dụ: một bến cảng yên tĩnh lúc bình minh với những chiếc thuyền đánh cá.",
    counter: "{{length}} / {{max}} ký tự",
    style: "Phong cách",
    count: "Số lượng ảnh",
    generate: "Tạo ảnh",
    generating: "Đang gửi yêu cầu…",
    needsPrompt: "Hãy nhập mô tả để tạo ảnh.",
    requested_one: "Đã yêu cầu {{count}} ảnh. Ảnh hiện bên dưới trong khi được tạo.",
    requested_other: "Đã yêu cầu {{count}} ảnh. Ảnh hiện bên dưới trong khi được tạo.",
  },
  style: {
    daylight: "Ban ngày",
    sunset: "Hoàng hôn",
    night: "Đêm đầy sao",
    desert: "Sa mạc",
    snow: "Cánh đồng tuyết",
    pastel: "Màu phấn",
  },
  pending: {
    title: "Đang tạo",
    none: "Không có ảnh nào đang được tạo.",
    hint: "Kiểm tra mỗi 5 giây; thông báo hiện ở góc trên bên phải khi xong.",
  },
  gallery: viAiGallery,
};
