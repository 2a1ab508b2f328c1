import { ORBIS_SERVICE, PAYMENTS_SERVICE } from "@orbis/core/contract";

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

/**
 * The terms of the Orbis console, in the order the registration dialog lists them, then the
 * payments' own (the payment modals list them; registration never asks for them).
 */
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
  {
    id: "orbis-pay-terms",
    serviceId: PAYMENTS_SERVICE.serviceId,
    isOptional: false,
    href: null,
    texts: {
      ko: {
        title: "유료 서비스 이용약관 및 환불 정책",
        content:
          "결제 금액은 Orbis 서버가 가격표로 계산합니다. 결제 후 7일 이내에는 환불을 요청할 수 있으며, 환불하면 요금제는 FREE로 돌아가고 사용한 쿠폰은 돌려받습니다. 업그레이드 차액과 이미 지급된 학생 라이선스는 환불되지 않습니다. 만든 작업물은 요금제가 끝나도 남습니다.",
      },
      en: {
        title: "Paid service terms and refund policy",
        content:
          "Orbis computes every amount from its price list. You may ask for a refund within 7 days of paying; a refund returns your plan to FREE and gives back the coupon used. Upgrade differences and student licences already delivered are not refunded. Your work stays when a plan ends.",
      },
      vi: {
        title: "Điều khoản dịch vụ trả phí và chính sách hoàn tiền",
        content:
          "Orbis tính mọi khoản tiền theo bảng giá của mình. Bạn có thể yêu cầu hoàn tiền trong vòng 7 ngày sau khi thanh toán; khi hoàn tiền, gói trở về FREE và phiếu giảm giá đã dùng được trả lại. Phần chênh lệch khi nâng cấp và giấy phép học viên đã cấp không được hoàn tiền. Sản phẩm của bạn vẫn được giữ khi gói kết thúc.",
      },
      ja: {
        title: "有料サービス利用規約と返金ポリシー",
        content:
          "決済金額はOrbisが価格表に基づいて計算します。決済から7日以内であれば返金を申請でき、返金するとプランはFREEに戻り、使用したクーポンは返却されます。アップグレードの差額と付与済みの受講者ライセンスは返金されません。プランが終了しても作成した作品は残ります。",
      },
    },
  },
  {
    id: "orbis-pay-recurring",
    serviceId: PAYMENTS_SERVICE.serviceId,
    isOptional: false,
    href: null,
    texts: {
      ko: {
        title: "정기 결제 동의",
        content:
          "구독은 기간이 끝날 때마다 기본 결제 수단으로 자동 결제되며, 정기 결제를 해지할 때까지 계속됩니다. 해지해도 결제한 기간이 끝날 때까지 요금제를 사용할 수 있습니다. 결제에 실패하면 1일 후와 그 3일 후에 다시 시도합니다.",
      },
      en: {
        title: "Consent to recurring billing",
        content:
          "A subscription is charged to your default payment method at the end of each period until you cancel its renewal. After cancelling, the plan runs to the end of the period paid for. A failed charge is tried again after one day and after three more.",
      },
      vi: {
        title: "Đồng ý thanh toán định kỳ",
        content:
          "Gói đăng ký được tự động thanh toán bằng phương thức thanh toán mặc định vào cuối mỗi kỳ cho đến khi bạn hủy gia hạn. Sau khi hủy, gói vẫn dùng được đến hết kỳ đã thanh toán. Nếu thanh toán thất bại, hệ thống thử lại sau một ngày và sau ba ngày nữa.",
      },
      ja: {
        title: "定期決済への同意",
        content:
          "サブスクリプションは、自動更新を解約するまで各期間の終了時に既定の決済手段へ自動で請求されます。解約後も、支払い済みの期間の終了までプランを利用できます。決済に失敗した場合は、1日後とその3日後に再度試みます。",
      },
    },
  },
  {
    id: "orbis-pay-receipt-email",
    serviceId: PAYMENTS_SERVICE.serviceId,
    isOptional: true,
    href: null,
    texts: {
      ko: {
        title: "결제 영수증 이메일 수신 동의",
        content: "결제와 환불의 영수증을 계정 이메일로 받습니다. 언제든 철회할 수 있습니다.",
      },
      en: {
        title: "Receive payment receipts by email",
        content:
          "Receive the receipts of your payments and refunds at your account's email. You may withdraw at any time.",
      },
      vi: {
        title: "Nhận biên lai thanh toán qua email",
        content:
          "Nhận biên lai thanh toán và hoàn tiền qua email của tài khoản. Bạn có thể rút lại bất cứ lúc nào.",
      },
      ja: {
        title: "決済領収書のメール受信",
        content:
          "決済と返金の領収書をアカウントのメールアドレスで受け取ります。いつでも撤回できます。",
      },
    },
  },
];
