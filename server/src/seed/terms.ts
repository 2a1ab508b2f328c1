import { ORBIS_SERVICE } from "@orbis/core/contract";

/** A seeded term with its text per interface language. */
export interface SeedTerm {
  readonly id: string;
  readonly serviceId: string;
  readonly isOptional: boolean;
  readonly href: string | null;
  readonly texts: Readonly<
    Record<"ko" | "en" | "vi" | "ja", { readonly title: string; readonly content: string }>
  >;
}

/** The terms of the Orbis console, in the order the registration dialog lists them. */
export const seedTerms: readonly SeedTerm[] = [
  {
    id: "orbis-terms-of-service",
    serviceId: ORBIS_SERVICE.serviceId,
    isOptional: false,
    href: "/terms",
    texts: {
      ko: {
        title: "서비스 이용약관",
        content:
          "Orbis로 만든 투어와 올린 파노라마의 권리는 회원에게 있습니다. 회원은 타인의 권리를 침해하는 콘텐츠를 올리지 않으며, 요금제의 용량과 개수 한도 안에서 서비스를 이용합니다.",
      },
      en: {
        title: "Terms of Service",
        content:
          "You own the tours you build and the panoramas you upload to Orbis. You agree not to upload content that infringes the rights of others, and to use the service within the storage and count limits of your plan.",
      },
      vi: {
        title: "Điều khoản dịch vụ",
        content:
          "Bạn sở hữu các tour bạn tạo và ảnh toàn cảnh bạn tải lên Orbis. Bạn đồng ý không tải lên nội dung xâm phạm quyền của người khác và sử dụng dịch vụ trong giới hạn dung lượng và số lượng của gói.",
      },
      ja: {
        title: "利用規約",
        content:
          "Orbisで作成したツアーとアップロードしたパノラマの権利は会員に帰属します。会員は他者の権利を侵害するコンテンツをアップロードせず、プランの容量と数の上限内でサービスを利用します。",
      },
    },
  },
  {
    id: "orbis-privacy",
    serviceId: ORBIS_SERVICE.serviceId,
    isOptional: false,
    href: "/privacy",
    texts: {
      ko: {
        title: "개인정보 수집 및 이용 동의",
        content:
          "계정 운영을 위해 이메일, 이름, 닉네임을 수집하며 탈퇴 시 지체 없이 파기합니다. 비밀번호는 복원할 수 없는 형태로만 저장합니다.",
      },
      en: {
        title: "Collection and use of personal data",
        content:
          "We collect your email, name and nickname to run your account and delete them without delay when you leave. Passwords are stored only in a form that cannot be reversed.",
      },
      vi: {
        title: "Đồng ý thu thập và sử dụng dữ liệu cá nhân",
        content:
          "Chúng tôi thu thập email, tên và biệt danh để vận hành tài khoản và xóa ngay khi bạn rời đi. Mật khẩu chỉ được lưu ở dạng không thể khôi phục.",
      },
      ja: {
        title: "個人情報の収集・利用への同意",
        content:
          "アカウント運営のためにメールアドレス、氏名、ニックネームを収集し、退会時には遅滞なく破棄します。パスワードは復元できない形でのみ保存します。",
      },
    },
  },
  {
    id: "orbis-marketing",
    serviceId: ORBIS_SERVICE.serviceId,
    isOptional: true,
    href: null,
    texts: {
      ko: {
        title: "마케팅 정보 수신 동의",
        content:
          "새 기능, 이벤트, 쿠폰 소식을 이메일로 받습니다. 언제든 메일의 수신 거부 링크로 철회할 수 있습니다.",
      },
      en: {
        title: "Marketing emails",
        content:
          "Receive news of features, events and coupons by email. Withdraw at any time with the unsubscribe link in any mail.",
      },
      vi: {
        title: "Nhận email tiếp thị",
        content:
          "Nhận tin về tính năng, sự kiện và phiếu giảm giá qua email. Có thể hủy bất cứ lúc nào bằng liên kết hủy đăng ký trong thư.",
      },
      ja: {
        title: "マーケティング情報の受信",
        content:
          "新機能、イベント、クーポンのお知らせをメールで受け取ります。メール内の配信停止リンクからいつでも撤回できます。",
      },
    },
  },
];
