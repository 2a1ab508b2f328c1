import type { SiteMetadata } from "@orbis/core/contract";
import { page } from "./page";

/** The marketing and account pages anyone may open. */
export const publicPages: SiteMetadata = {
  "/": page({
    ko: [
      "360° 파노라마로 만드는 가상투어",
      "360° 사진을 올리면 장면, 마커, 음성 안내와 3D 모델을 더한 가상투어가 완성됩니다. 브라우저에서 만들고 링크 하나로 공유하며, 직접 운영하는 서버에도 설치할 수 있습니다.",
      "가상투어 제작, 360 사진, 부동산 VR, 전시 VR",
    ],
    en: [
      "Virtual tours from your 360° panoramas",
      "Upload 360° photos and turn them into virtual tours with scenes, hotspots, voice guides and 3D models. Build in the browser, share with one link, and host it on your own server if you like.",
      "virtual tour software, 360 photos, real estate tour, virtual exhibition",
    ],
    vi: [
      "Tour ảo từ ảnh toàn cảnh 360°",
      "Tải ảnh 360° lên và tạo tour ảo với cảnh, điểm đánh dấu, thuyết minh giọng nói và mô hình 3D. Tạo ngay trên trình duyệt, chia sẻ bằng một liên kết và có thể tự triển khai trên máy chủ của bạn.",
      "phần mềm tour ảo, ảnh 360, tour bất động sản, triển lãm ảo",
    ],
    ja: [
      "360°パノラマから作るバーチャルツアー",
      "360°写真をアップロードするだけで、シーン、マーカー、音声ガイド、3Dモデルを備えたバーチャルツアーに。ブラウザで作成してリンクひとつで共有でき、自社サーバーでのセルフホストにも対応します。",
      "バーチャルツアー作成, 360度写真, 不動産VR, バーチャル展示",
    ],
  }),
  "/builder": page({
    ko: [
      "투어 빌더",
      "장면을 잇고 마커와 정보창을 배치해 몰입감 있는 360° 투어를 직접 만드세요. 자동 저장과 게시 이력으로 작업이 안전하게 보관됩니다.",
      "투어 빌더, 360 에디터, 핫스팟",
    ],
    en: [
      "Tour builder",
      "Link scenes, place hotspots and info panels, and build immersive 360° tours yourself. Auto-save and publish history keep your work safe.",
      "tour builder, 360 editor, hotspots",
    ],
    vi: [
      "Trình tạo tour",
      "Nối các cảnh, đặt điểm đánh dấu và bảng thông tin để tự tạo tour 360° sống động. Tự động lưu và lịch sử xuất bản giữ an toàn cho công việc của bạn.",
      "trình tạo tour, trình chỉnh sửa 360, điểm nóng",
    ],
    ja: [
      "ツアービルダー",
      "シーンをつなぎ、マーカーや情報パネルを配置して、臨場感のある360°ツアーを自分で作成。自動保存と公開履歴で作業も安心です。",
      "ツアービルダー, 360エディター, ホットスポット",
    ],
  }),
  "/builder/features": page({
    ko: [
      "기능 소개",
      "고해상도 멀티레졸루션 타일, 마커와 도형, 3D 모델, 음성 안내(TTS), 사이트 게시와 통계까지 Orbis의 모든 기능을 살펴보세요.",
      "멀티레졸루션, 3D 모델, TTS 음성, 통계",
    ],
    en: [
      "Features",
      "Multi-resolution tiles for sharp panoramas, hotspots and shapes, 3D models, text-to-speech voice guides, site publishing and statistics: everything Orbis does.",
      "multiresolution panorama, 3D models, text to speech, tour analytics",
    ],
    vi: [
      "Tính năng",
      "Ô ảnh đa độ phân giải cho ảnh toàn cảnh sắc nét, điểm đánh dấu và hình vẽ, mô hình 3D, thuyết minh chuyển văn bản thành giọng nói, xuất bản trang và thống kê.",
      "ảnh đa độ phân giải, mô hình 3D, chuyển văn bản thành giọng nói, thống kê tour",
    ],
    ja: [
      "機能紹介",
      "鮮明なマルチレゾリューションタイル、マーカーと図形、3Dモデル、音声ガイド（TTS）、サイト公開と統計まで、Orbisのすべての機能をご紹介します。",
      "マルチレゾリューション, 3Dモデル, 音声合成, アクセス解析",
    ],
  }),
  "/builder/pricing": page({
    ko: [
      "요금제",
      "무료로 시작하고 필요할 때 Pro, Business, Education 요금제로 확장하세요. 저장 용량, 프로젝트 수, SEO·OG·GA 설정을 요금제별로 비교할 수 있습니다.",
      "요금제, 가격, 무료 가상투어, 호스팅",
    ],
    en: [
      "Pricing",
      "Start free and grow into Pro, Business or Education when you need to. Compare storage, project counts and SEO, Open Graph and analytics settings per plan.",
      "pricing, plans, free virtual tour, hosting",
    ],
    vi: [
      "Bảng giá",
      "Bắt đầu miễn phí và nâng cấp lên Pro, Business hoặc Education khi cần. So sánh dung lượng, số dự án và cài đặt SEO, Open Graph, phân tích theo từng gói.",
      "bảng giá, gói dịch vụ, tour ảo miễn phí, lưu trữ",
    ],
    ja: [
      "料金プラン",
      "無料で始めて、必要に応じてPro、Business、Educationプランへ。ストレージ容量、プロジェクト数、SEO・OG・GA設定をプランごとに比較できます。",
      "料金, プラン, 無料バーチャルツアー, ホスティング",
    ],
  }),
  "/builder/event": page({
    ko: [
      "이벤트와 혜택",
      "신규 가입 쿠폰과 진행 중인 프로모션을 확인하고 Orbis 유료 요금제를 더 합리적으로 시작하세요.",
      "이벤트, 쿠폰, 할인, 프로모션",
    ],
    en: [
      "Events and offers",
      "See the welcome coupon and current promotions, and start a paid Orbis plan for less.",
      "events, coupons, discount, promotion",
    ],
    vi: [
      "Sự kiện và ưu đãi",
      "Xem phiếu chào mừng và các chương trình khuyến mãi hiện có để bắt đầu gói trả phí của Orbis với giá tốt hơn.",
      "sự kiện, phiếu giảm giá, khuyến mãi, ưu đãi",
    ],
    ja: [
      "イベント・特典",
      "新規登録クーポンや開催中のキャンペーンをチェックして、Orbisの有料プランをお得に始めましょう。",
      "イベント, クーポン, 割引, キャンペーン",
    ],
  }),
  "/terms": page({
    ko: [
      "서비스 이용약관",
      "Orbis 서비스 이용 조건, 회원의 권리와 의무, 콘텐츠 권리와 요금제 한도에 관한 약관입니다.",
      "이용약관, 서비스 약관",
    ],
    en: [
      "Terms of Service",
      "The terms for using Orbis: your rights and duties, ownership of your content, and the limits of your plan.",
      "terms of service, terms of use",
    ],
    vi: [
      "Điều khoản dịch vụ",
      "Các điều khoản sử dụng Orbis: quyền và nghĩa vụ của bạn, quyền sở hữu nội dung và giới hạn của gói dịch vụ.",
      "điều khoản dịch vụ, điều khoản sử dụng",
    ],
    ja: [
      "利用規約",
      "Orbisの利用条件、会員の権利と義務、コンテンツの権利、プランの上限について定めた規約です。",
      "利用規約, サービス規約",
    ],
  }),
  "/privacy": page({
    ko: [
      "개인정보 처리방침",
      "Orbis가 수집하는 개인정보의 항목, 이용 목적, 보관 기간과 파기 절차, 회원의 권리를 안내합니다.",
      "개인정보 처리방침, 개인정보 보호",
    ],
    en: [
      "Privacy Policy",
      "What personal data Orbis collects, why, how long it is kept, how it is deleted, and your rights over it.",
      "privacy policy, data protection",
    ],
    vi: [
      "Chính sách quyền riêng tư",
      "Orbis thu thập dữ liệu cá nhân nào, vì sao, lưu giữ bao lâu, xóa như thế nào và quyền của bạn đối với dữ liệu đó.",
      "chính sách quyền riêng tư, bảo vệ dữ liệu",
    ],
    ja: [
      "プライバシーポリシー",
      "Orbisが収集する個人情報の項目、利用目的、保管期間と削除手順、会員の権利についてご案内します。",
      "プライバシーポリシー, 個人情報保護",
    ],
  }),
  "/password": page({
    ko: [
      "비밀번호 재설정",
      "가입한 이메일로 인증 코드를 받아 Orbis 계정의 비밀번호를 안전하게 재설정하세요.",
      "비밀번호 재설정, 계정 복구",
    ],
    en: [
      "Reset your password",
      "Get a verification code at your account email and safely set a new password for your Orbis account.",
      "reset password, account recovery",
    ],
    vi: [
      "Đặt lại mật khẩu",
      "Nhận mã xác minh qua email tài khoản và đặt lại mật khẩu Orbis của bạn một cách an toàn.",
      "đặt lại mật khẩu, khôi phục tài khoản",
    ],
    ja: [
      "パスワードの再設定",
      "登録メールアドレスに届く認証コードで、Orbisアカウントのパスワードを安全に再設定できます。",
      "パスワード再設定, アカウント復旧",
    ],
  }),
  "/payment/yearly": page({
    ko: [
      "연간 요금제 결제",
      "연간 결제로 Orbis 요금제를 월 결제보다 저렴하게 이용하세요. 카드 또는 PayPal로 결제할 수 있습니다.",
      "연간 결제, 구독, 카드 결제, PayPal",
    ],
    en: [
      "Yearly plans",
      "Pay yearly and use your Orbis plan for less than monthly billing. Pay by card or PayPal.",
      "yearly billing, subscription, card payment, PayPal",
    ],
    vi: [
      "Gói theo năm",
      "Thanh toán theo năm để dùng gói Orbis với giá thấp hơn thanh toán hằng tháng. Thanh toán bằng thẻ hoặc PayPal.",
      "thanh toán theo năm, đăng ký, thanh toán thẻ, PayPal",
    ],
    ja: [
      "年間プランのお支払い",
      "年払いなら月払いよりお得にOrbisのプランを利用できます。カードまたはPayPalでお支払いいただけます。",
      "年払い, サブスクリプション, カード決済, PayPal",
    ],
  }),
  "/404": page({
    ko: [
      "페이지를 찾을 수 없습니다",
      "요청한 페이지가 없거나 삭제되었습니다. 주소를 확인하거나 Orbis 홈으로 이동하세요.",
      "404",
    ],
    en: [
      "Page not found",
      "The page you asked for does not exist or has been deleted. Check the address or go back to the Orbis home page.",
      "404",
    ],
    vi: [
      "Không tìm thấy trang",
      "Trang bạn yêu cầu không tồn tại hoặc đã bị xóa. Hãy kiểm tra địa chỉ hoặc quay lại trang chủ Orbis.",
      "404",
    ],
    ja: [
      "ページが見つかりません",
      "お探しのページは存在しないか、削除されました。アドレスをご確認いただくか、Orbisのホームへお戻りください。",
      "404",
    ],
  }),
  "/403": page({
    ko: [
      "접근 권한이 없습니다",
      "이 페이지를 볼 권한이 없습니다. 다른 계정으로 로그인하거나 프로젝트 소유자에게 공유를 요청하세요.",
      "403",
    ],
    en: [
      "Access denied",
      "You do not have permission to view this page. Sign in with another account or ask the project owner to share it.",
      "403",
    ],
    vi: [
      "Không có quyền truy cập",
      "Bạn không có quyền xem trang này. Hãy đăng nhập bằng tài khoản khác hoặc đề nghị chủ dự án chia sẻ.",
      "403",
    ],
    ja: [
      "アクセスが拒否されました",
      "このページを表示する権限がありません。別のアカウントでログインするか、プロジェクトの所有者に共有を依頼してください。",
      "403",
    ],
  }),
  "/500": page({
    ko: [
      "서버 오류",
      "서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. 작업 중인 투어는 자동 저장되어 있습니다.",
      "500",
    ],
    en: [
      "Server error",
      "The server ran into an error. Please try again in a moment; tours you were editing are auto-saved.",
      "500",
    ],
    vi: [
      "Lỗi máy chủ",
      "Máy chủ gặp lỗi. Vui lòng thử lại sau giây lát; các tour bạn đang chỉnh sửa đã được tự động lưu.",
      "500",
    ],
    ja: [
      "サーバーエラー",
      "サーバーでエラーが発生しました。しばらくしてから再度お試しください。編集中のツアーは自動保存されています。",
      "500",
    ],
  }),
};
