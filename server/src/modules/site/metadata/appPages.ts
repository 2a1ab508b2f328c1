import type { SiteMetadata } from "@orbis/core/contract";
import { accountPages } from "./accountPages";
import { page } from "./page";

/*
 * The signed-in pages (spec §2 "app layout"). Their titles are the page titles of core's locales
 * (i18n `pages:*`), so the tab and the head say the same; routes with parameters are keyed by
 * their pattern, as core's PAGE_TITLE_KEYS are.
 */

/**
 * Head metadata of the console's signed-in pages: projects, sites and statistics here, the
 * account, plan and payment pages in accountPages.ts.
 */
export const appPages: SiteMetadata = {
  "/projects/contents": page({
    ko: [
      "내 프로젝트",
      "프로젝트와 그 안의 투어를 한곳에서 관리하세요. 새 투어를 만들고, 복사하고, 게시 상태와 저장 용량을 확인할 수 있습니다.",
      "프로젝트 관리, 투어 목록",
    ],
    en: [
      "My projects",
      "Manage your projects and the tours inside them in one place: create and copy tours, and see what is published and how much storage you use.",
      "projects, tour list",
    ],
    vi: [
      "Dự án của tôi",
      "Quản lý dự án và các tour bên trong tại một nơi: tạo và sao chép tour, xem tour nào đã xuất bản và dung lượng đã dùng.",
      "dự án, danh sách tour",
    ],
    ja: [
      "マイプロジェクト",
      "プロジェクトとその中のツアーを一か所で管理。ツアーの作成やコピー、公開状況とストレージ使用量を確認できます。",
      "プロジェクト管理, ツアー一覧",
    ],
  }),
  "/projects/hosting": page({
    ko: [
      "이미지 호스팅",
      "360° 이미지를 올려 두고 어디에든 삽입할 수 있는 링크를 받으세요. 호스팅 프로젝트는 투어와 별도의 용량으로 관리됩니다.",
      "이미지 호스팅, 360 이미지 삽입",
    ],
    en: [
      "Image hosting",
      "Store 360° images and get links you can embed anywhere. Hosting projects have their own storage, apart from your tours.",
      "image hosting, embed 360 image",
    ],
    vi: [
      "Lưu trữ ảnh",
      "Lưu ảnh 360° và nhận liên kết để nhúng vào bất cứ đâu. Dự án lưu trữ có dung lượng riêng, tách biệt với các tour.",
      "lưu trữ ảnh, nhúng ảnh 360",
    ],
    ja: [
      "画像ホスティング",
      "360°画像を保管し、どこにでも埋め込めるリンクを取得。ホスティングプロジェクトはツアーとは別の容量で管理されます。",
      "画像ホスティング, 360度画像埋め込み",
    ],
  }),
  "/projects/hosting-images/:id": page({
    ko: [
      "360° 이미지 저장소",
      "호스팅 프로젝트의 360° 이미지를 올리고 이름을 바꾸고, 미리 보고, 삽입 링크를 복사하세요.",
      "360 이미지 저장소, 삽입 링크",
    ],
    en: [
      "360° image storage",
      "Upload, rename and preview the 360° images of a hosting project, and copy their embed links.",
      "360 image storage, embed links",
    ],
    vi: [
      "Kho ảnh 360°",
      "Tải lên, đổi tên, xem trước ảnh 360° của dự án lưu trữ và sao chép liên kết nhúng của chúng.",
      "kho ảnh 360, liên kết nhúng",
    ],
    ja: [
      "360°画像ストレージ",
      "ホスティングプロジェクトの360°画像をアップロード・名前変更・プレビューし、埋め込みリンクをコピーできます。",
      "360度画像ストレージ, 埋め込みリンク",
    ],
  }),
  "/sites": page({
    ko: [
      "사이트",
      "게시한 투어의 공개 사이트를 모아 보고 주소, 제목, SEO·OG·GA 설정을 관리하세요.",
      "공개 사이트, 게시 주소",
    ],
    en: [
      "Sites",
      "See the public sites of your published tours and manage their addresses, titles and SEO, Open Graph and analytics settings.",
      "public sites, published addresses",
    ],
    vi: [
      "Trang web",
      "Xem các trang công khai của tour đã xuất bản và quản lý địa chỉ, tiêu đề cùng cài đặt SEO, Open Graph và phân tích.",
      "trang công khai, địa chỉ xuất bản",
    ],
    ja: [
      "サイト",
      "公開したツアーの公開サイトを一覧し、URL、タイトル、SEO・OG・GA設定を管理できます。",
      "公開サイト, 公開URL",
    ],
  }),
  "/statistics": page({
    ko: [
      "통계",
      "게시한 투어의 일별 방문 수를 기간별로 확인하고 어떤 투어가 주목받는지 비교하세요.",
      "방문 통계, 조회수",
    ],
    en: [
      "Statistics",
      "Daily visits of your published tours over any period, so you can see which tours draw attention.",
      "visitor statistics, page views",
    ],
    vi: [
      "Thống kê",
      "Lượt xem hằng ngày của các tour đã xuất bản theo khoảng thời gian, để biết tour nào thu hút người xem.",
      "thống kê lượt xem, lượt truy cập",
    ],
    ja: [
      "統計",
      "公開したツアーの日別訪問数を期間ごとに確認し、どのツアーが注目されているか比べられます。",
      "アクセス統計, 閲覧数",
    ],
  }),
  ...accountPages,
};
