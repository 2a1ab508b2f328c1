import type { SiteMetadata } from "@orbis/core/contract";
import { page } from "./page";

/** Head metadata of the signed-in account, plan and payment pages (same rules as appPages.ts). */
export const accountPages: SiteMetadata = {
  "/mypage/info": page({
    ko: [
      "내 정보 수정",
      "이름, 닉네임, 프로필 사진과 비밀번호를 바꾸고 약관 동의 상태를 확인하세요.",
      "내 정보, 프로필, 비밀번호 변경",
    ],
    en: [
      "Edit my information",
      "Change your name, nickname, profile picture and password, and review the terms you agreed to.",
      "my information, profile, change password",
    ],
    vi: [
      "Chỉnh sửa thông tin cá nhân",
      "Đổi tên, biệt danh, ảnh đại diện và mật khẩu, đồng thời xem lại các điều khoản bạn đã đồng ý.",
      "thông tin cá nhân, hồ sơ, đổi mật khẩu",
    ],
    ja: [
      "登録情報の編集",
      "名前、ニックネーム、プロフィール画像、パスワードを変更し、同意済みの規約を確認できます。",
      "登録情報, プロフィール, パスワード変更",
    ],
  }),
  "/mypage/subscribe": page({
    ko: [
      "구독 정보",
      "현재 요금제, 다음 결제일과 예약된 결제를 확인하고 구독을 관리하세요.",
      "구독 정보, 요금제, 정기 결제",
    ],
    en: [
      "Subscription",
      "Your current plan, the next billing date and scheduled payments, and how to manage the subscription.",
      "subscription, plan, recurring payment",
    ],
    vi: [
      "Thông tin đăng ký gói",
      "Gói hiện tại, ngày thanh toán tiếp theo và các khoản thanh toán đã lên lịch, cùng cách quản lý gói đăng ký.",
      "gói đăng ký, gói dịch vụ, thanh toán định kỳ",
    ],
    ja: [
      "サブスクリプション情報",
      "現在のプラン、次回の請求日、予定されている支払いを確認し、サブスクリプションを管理できます。",
      "サブスクリプション, プラン, 定期支払い",
    ],
  }),
  "/mypage/usage": page({
    ko: [
      "사용량 관리",
      "프로젝트 수, 투어 수, 저장 용량과 게시 주소를 요금제 한도와 비교해 보고, 한도에 가까워지면 미리 정리하세요.",
      "사용량, 저장 용량, 요금제 한도",
    ],
    en: [
      "Usage",
      "Projects, tours, storage and published addresses against your plan's limits, so you can tidy up before you reach them.",
      "usage, storage, plan limits",
    ],
    vi: [
      "Quản lý mức sử dụng",
      "Số dự án, số tour, dung lượng và địa chỉ xuất bản so với giới hạn của gói, để bạn dọn dẹp trước khi chạm ngưỡng.",
      "mức sử dụng, dung lượng, giới hạn gói",
    ],
    ja: [
      "使用量の管理",
      "プロジェクト数、ツアー数、ストレージ、公開URLをプランの上限と比べて確認し、上限に近づく前に整理できます。",
      "使用量, ストレージ, プラン上限",
    ],
  }),
  "/mypage/purchase": page({
    ko: [
      "구독 정보",
      "결제 내역과 영수증을 확인하고 결제 수단을 관리하세요.",
      "결제 내역, 영수증, 결제 수단",
    ],
    en: [
      "Subscription",
      "Your payment history and receipts, and the payment methods on your account.",
      "payment history, receipts, payment methods",
    ],
    vi: [
      "Thông tin đăng ký gói",
      "Lịch sử thanh toán, hóa đơn và các phương thức thanh toán trong tài khoản của bạn.",
      "lịch sử thanh toán, hóa đơn, phương thức thanh toán",
    ],
    ja: [
      "サブスクリプション情報",
      "支払い履歴と領収書、アカウントに登録された支払い方法を確認できます。",
      "支払い履歴, 領収書, 支払い方法",
    ],
  }),
  "/mypage/coupon": page({
    ko: [
      "쿠폰 등록",
      "쿠폰 코드를 등록하고 보유한 쿠폰과 사용 기한을 확인하세요. 쿠폰은 요금제 결제에 할인으로 적용됩니다.",
      "쿠폰 등록, 할인 쿠폰",
    ],
    en: [
      "Register a coupon",
      "Enter a coupon code and see the coupons you hold and when they expire. Coupons apply as a discount when you pay for a plan.",
      "coupon, discount code",
    ],
    vi: [
      "Đăng ký phiếu giảm giá",
      "Nhập mã phiếu giảm giá và xem các phiếu bạn có cùng hạn sử dụng. Phiếu được trừ vào khi thanh toán gói dịch vụ.",
      "phiếu giảm giá, mã giảm giá",
    ],
    ja: [
      "クーポン登録",
      "クーポンコードを登録し、保有クーポンと有効期限を確認できます。クーポンはプランのお支払い時に割引として適用されます。",
      "クーポン登録, 割引クーポン",
    ],
  }),
  "/mypage/edu/setting": page({
    ko: [
      "에듀 계정 설정",
      "교육 기관 정보와 에듀 계정 설정을 관리하고 학생 그룹 운영을 준비하세요.",
      "에듀 계정, 교육 기관",
    ],
    en: [
      "Education account settings",
      "Manage your institution's details and education account settings, ready to run student groups.",
      "education account, institution",
    ],
    vi: [
      "Cài đặt tài khoản giáo dục",
      "Quản lý thông tin cơ sở giáo dục và cài đặt tài khoản giáo dục, sẵn sàng vận hành các nhóm học viên.",
      "tài khoản giáo dục, cơ sở giáo dục",
    ],
    ja: [
      "教育アカウント設定",
      "教育機関の情報と教育アカウントの設定を管理し、学生グループの運用に備えます。",
      "教育アカウント, 教育機関",
    ],
  }),
  "/mypage/edu/instructor": page({
    ko: [
      "인증 강사 계정 관리",
      "인증 강사 자격을 신청하고 확인하며, 강사로서 담당하는 그룹과 라이선스를 관리하세요.",
      "인증 강사, 강사 계정",
    ],
    en: [
      "Certified instructor accounts",
      "Apply for and check your certified instructor status, and manage the groups and licences you teach with.",
      "certified instructor, instructor account",
    ],
    vi: [
      "Quản lý tài khoản giảng viên được chứng nhận",
      "Đăng ký và kiểm tra tư cách giảng viên được chứng nhận, quản lý các nhóm và giấy phép bạn phụ trách.",
      "giảng viên được chứng nhận, tài khoản giảng viên",
    ],
    ja: [
      "認定講師アカウント管理",
      "認定講師の資格を申請・確認し、担当するグループとライセンスを管理できます。",
      "認定講師, 講師アカウント",
    ],
  }),
  "/mypage/streetview": page({
    ko: [
      "스트리트뷰 계정",
      "스트리트뷰 계정을 연결해 게시한 360° 장면을 지도 서비스에도 공개하세요.",
      "스트리트뷰, 지도 게시",
    ],
    en: [
      "Street View account",
      "Connect a Street View account to publish your 360° scenes on the map as well.",
      "Street View, map publishing",
    ],
    vi: [
      "Tài khoản Street View",
      "Kết nối tài khoản Street View để đăng các cảnh 360° của bạn lên cả bản đồ.",
      "Street View, đăng lên bản đồ",
    ],
    ja: [
      "ストリートビューアカウント",
      "ストリートビューのアカウントを連携し、360°シーンを地図サービスにも公開できます。",
      "ストリートビュー, 地図公開",
    ],
  }),
  "/mypage/purchase-student": page({
    ko: [
      "학생 라이선스 구매",
      "수업 인원에 맞춰 학생 라이선스를 구매하고 학생 그룹에 배정하세요.",
      "학생 라이선스, 교육용 구매",
    ],
    en: [
      "Buy student licences",
      "Buy student licences for the size of your class and assign them to your student groups.",
      "student licences, education purchase",
    ],
    vi: [
      "Mua giấy phép học viên",
      "Mua giấy phép học viên theo sĩ số lớp và phân bổ cho các nhóm học viên của bạn.",
      "giấy phép học viên, mua cho giáo dục",
    ],
    ja: [
      "学生ライセンスの購入",
      "クラスの人数に合わせて学生ライセンスを購入し、学生グループに割り当てます。",
      "学生ライセンス, 教育向け購入",
    ],
  }),
  "/payment": page({
    ko: [
      "요금제 변경",
      "요금제를 비교하고 원화(KRW) 또는 달러(USD)로, 카드나 PayPal로 결제해 바로 업그레이드하세요.",
      "요금제 변경, 결제, 업그레이드",
    ],
    en: [
      "Change plan",
      "Compare plans and upgrade straight away, paying in KRW or USD by card or PayPal.",
      "change plan, payment, upgrade",
    ],
    vi: [
      "Thay đổi gói",
      "So sánh các gói và nâng cấp ngay, thanh toán bằng KRW hoặc USD qua thẻ hoặc PayPal.",
      "thay đổi gói, thanh toán, nâng cấp",
    ],
    ja: [
      "プラン変更",
      "プランを比較し、ウォン（KRW）またはドル（USD）で、カードやPayPalで支払ってすぐにアップグレードできます。",
      "プラン変更, 支払い, アップグレード",
    ],
  }),
  "/delete-account": page({
    ko: [
      "회원 탈퇴",
      "탈퇴하기 전에 삭제되는 프로젝트와 투어, 복구 가능 기간을 확인하세요.",
      "회원 탈퇴, 계정 삭제",
    ],
    en: [
      "Delete account",
      "Before you leave, see which projects and tours are deleted and how long the account can still be restored.",
      "delete account, leave",
    ],
    vi: [
      "Xóa tài khoản",
      "Trước khi rời đi, hãy xem những dự án và tour nào sẽ bị xóa và tài khoản còn khôi phục được trong bao lâu.",
      "xóa tài khoản, rời dịch vụ",
    ],
    ja: [
      "退会",
      "退会する前に、削除されるプロジェクトとツアー、アカウントを復元できる期間を確認してください。",
      "退会, アカウント削除",
    ],
  }),
};
