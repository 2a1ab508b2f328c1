import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the instructors resource (`resources.instructors.*`): the caller's own profile. */
export const instructorsMessages: Record<Language, MessageTree> = {
  ko: {
    name: "강사 정보",
    fields: {
      name: "이름",
      organization: "소속",
      phone: "전화번호",
      introduction: "소개",
    },
    missing: "강사 정보를 찾지 못했습니다.",
    certification: {
      title: "강사 인증",
      certified: "인증 상태",
      yes: "인증됨",
      no: "인증 안 됨",
      number: "인증 번호",
      expiresAt: "만료일",
      renew: "인증 갱신",
      renewed: "강사 인증을 갱신했습니다.",
      needsPlan: "강사 요금제를 결제하면 갱신할 수 있습니다.",
      plans: "요금제 보기",
    },
  },
  en: {
    name: "Instructor profile |||| Instructor profile",
    fields: {
      name: "Name",
      organization: "Organization",
      phone: "Phone",
      introduction: "Introduction",
    },
    missing: "Your instructor profile could not be found.",
    certification: {
      title: "Instructor certification",
      certified: "Certified",
      yes: "Yes",
      no: "No",
      number: "Certificate number",
      expiresAt: "Expires",
      renew: "Renew",
      renewed: "Your instructor certification was renewed.",
      needsPlan: "Pay for the instructor plan to renew it.",
      plans: "See the plans",
    },
  },
  vi: {
    name: "Hồ sơ giảng viên",
    fields: {
      name: "Họ tên",
      organization: "Đơn vị",
      phone: "Số điện thoại",
      introduction: "Giới thiệu",
    },
    missing: "Không tìm thấy hồ sơ giảng viên của bạn.",
    certification: {
      title: "Chứng nhận giảng viên",
      certified: "Đã chứng nhận",
      yes: "Có",
      no: "Chưa",
      number: "Số chứng nhận",
      expiresAt: "Ngày hết hạn",
      renew: "Gia hạn",
      renewed: "Đã gia hạn chứng nhận giảng viên.",
      needsPlan: "Hãy thanh toán gói giảng viên để gia hạn.",
      plans: "Xem các gói",
    },
  },
  ja: {
    name: "講師プロフィール",
    fields: {
      name: "氏名",
      organization: "所属",
      phone: "電話番号",
      introduction: "自己紹介",
    },
    missing: "講師プロフィールが見つかりませんでした。",
    certification: {
      title: "講師認定",
      certified: "認定",
      yes: "認定済み",
      no: "未認定",
      number: "認定番号",
      expiresAt: "有効期限",
      renew: "更新する",
      renewed: "講師認定を更新しました。",
      needsPlan: "講師プランをお支払いいただくと更新できます。",
      plans: "プランを見る",
    },
  },
};
