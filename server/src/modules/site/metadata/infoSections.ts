import type { SiteMetadata } from "@orbis/core/contract";
import { page } from "./page";

/*
 * The nine info pages `/section3-1` … `/section3-9` (spec §2: one page, active index 0 to 8):
 * a guide that follows a tour from the first panorama to running Orbis on one's own server.
 */

/** Head metadata of the info sections, in the order of their index. */
export const infoSections: SiteMetadata = {
  "/section3-1": page({
    ko: [
      "시작하기: 첫 가상투어 만들기",
      "계정을 만들고 프로젝트를 생성한 뒤 360° 사진을 끌어다 놓으면 첫 장면이 준비됩니다. 몇 분 만에 첫 가상투어를 완성하는 과정을 안내합니다.",
      "가상투어 시작하기, 첫 프로젝트, 360 사진 업로드",
    ],
    en: [
      "Getting started: your first virtual tour",
      "Create an account and a project, drop in a 360° photo and your first scene is ready. A walk-through of building your first tour in minutes.",
      "getting started, first project, upload 360 photo",
    ],
    vi: [
      "Bắt đầu: tour ảo đầu tiên của bạn",
      "Tạo tài khoản và dự án, kéo thả một ảnh 360° là cảnh đầu tiên đã sẵn sàng. Hướng dẫn từng bước để hoàn thành tour đầu tiên trong vài phút.",
      "bắt đầu, dự án đầu tiên, tải ảnh 360",
    ],
    ja: [
      "はじめに：最初のバーチャルツアー",
      "アカウントとプロジェクトを作成し、360°写真をドラッグ＆ドロップすれば最初のシーンが完成。数分で最初のツアーを作る手順をご案内します。",
      "はじめに, 最初のプロジェクト, 360度写真アップロード",
    ],
  }),
  "/section3-2": page({
    ko: [
      "360° 파노라마 촬영 가이드",
      "2:1 비율의 등장방형(equirectangular) 이미지로 저장하고, 삼각대 높이와 노출을 맞추면 장면 사이 이동이 자연스럽습니다. 촬영과 업로드 요령을 정리했습니다.",
      "360 촬영, 등장방형, 파노라마 카메라",
    ],
    en: [
      "Shooting 360° panoramas",
      "Export equirectangular images at 2:1, keep the tripod height and exposure steady, and moving between scenes feels natural. Tips for capture and upload.",
      "360 photography, equirectangular, panorama camera",
    ],
    vi: [
      "Hướng dẫn chụp ảnh toàn cảnh 360°",
      "Xuất ảnh equirectangular tỉ lệ 2:1, giữ nguyên chiều cao chân máy và độ phơi sáng để chuyển cảnh tự nhiên. Mẹo chụp và tải ảnh lên.",
      "chụp ảnh 360, equirectangular, máy ảnh toàn cảnh",
    ],
    ja: [
      "360°パノラマ撮影ガイド",
      "2:1の正距円筒（equirectangular）画像で書き出し、三脚の高さと露出をそろえるとシーン間の移動が自然になります。撮影とアップロードのコツをまとめました。",
      "360度撮影, 正距円筒図法, パノラマカメラ",
    ],
  }),
  "/section3-3": page({
    ko: [
      "장면 연결과 시작 시점",
      "장면 이동 마커로 공간을 잇고, 장면 순서와 처음 보이는 방향을 정하세요. 방문자가 길을 잃지 않는 투어 동선을 설계하는 방법입니다.",
      "장면 연결, 장면 이동 마커, 시작 시점",
    ],
    en: [
      "Linking scenes and the initial view",
      "Connect spaces with scene-link hotspots, set the scene order and the direction each scene opens on, and design a route visitors never get lost in.",
      "scene links, hotspots, initial view",
    ],
    vi: [
      "Liên kết cảnh và góc nhìn ban đầu",
      "Nối các không gian bằng điểm chuyển cảnh, sắp xếp thứ tự cảnh và hướng nhìn khi mở, để người xem không bao giờ lạc đường trong tour.",
      "liên kết cảnh, điểm chuyển cảnh, góc nhìn ban đầu",
    ],
    ja: [
      "シーンの接続と初期視点",
      "シーン移動マーカーで空間をつなぎ、シーンの順番と最初に見える向きを設定。見る人が迷わないツアーの動線づくりを解説します。",
      "シーン接続, シーン移動マーカー, 初期視点",
    ],
  }),
  "/section3-4": page({
    ko: [
      "정보 마커와 링크",
      "제품 설명, 가격, 외부 링크를 담은 정보 마커를 장면 속 정확한 위치에 배치하세요. 방문자는 보고 있는 것에 대한 설명을 바로 읽을 수 있습니다.",
      "정보 마커, 핫스팟, 링크 마커",
    ],
    en: [
      "Info markers and links",
      "Pin info markers with descriptions, prices or outside links exactly where things are in the scene, so visitors read about what they are looking at.",
      "info markers, hotspots, link markers",
    ],
    vi: [
      "Điểm thông tin và liên kết",
      "Ghim điểm thông tin kèm mô tả, giá hoặc liên kết ngoài đúng vị trí trong cảnh, để người xem đọc ngay về thứ họ đang nhìn.",
      "điểm thông tin, điểm nóng, liên kết",
    ],
    ja: [
      "情報マーカーとリンク",
      "説明文や価格、外部リンクを載せた情報マーカーをシーン内の正確な位置に配置。見ているものの説明をその場で読めるようになります。",
      "情報マーカー, ホットスポット, リンクマーカー",
    ],
  }),
  "/section3-5": page({
    ko: [
      "음성 안내 만들기",
      "마커의 글을 한국어, 영어, 베트남어, 일본어 음성으로 바꿔 도슨트처럼 들려주세요. 녹음 장비 없이 문장을 고치면 음성도 다시 만들어집니다.",
      "음성 안내, TTS, 오디오 가이드, 도슨트",
    ],
    en: [
      "Voice guides",
      "Turn marker text into speech in Korean, English, Vietnamese or Japanese and let the tour talk like a docent. No microphone: edit the text and the voice follows.",
      "voice guide, text to speech, audio guide, docent",
    ],
    vi: [
      "Thuyết minh bằng giọng nói",
      "Chuyển văn bản của điểm đánh dấu thành giọng nói tiếng Hàn, Anh, Việt hoặc Nhật như một hướng dẫn viên. Không cần micro: sửa câu chữ là giọng nói cập nhật theo.",
      "thuyết minh, chuyển văn bản thành giọng nói, hướng dẫn âm thanh",
    ],
    ja: [
      "音声ガイドの作成",
      "マーカーの文章を韓国語・英語・ベトナム語・日本語の音声に変換し、ドーセントのように案内。録音機材は不要で、文章を直せば音声も作り直されます。",
      "音声ガイド, 音声合成, オーディオガイド, ドーセント",
    ],
  }),
  "/section3-6": page({
    ko: [
      "도형과 3D 모델",
      "구역을 강조하는 도형을 그리고, 카탈로그의 3D 모델이나 직접 올린 GLB 파일을 장면 안에 세워 보세요. 가구 배치와 전시 기획을 투어 안에서 보여줄 수 있습니다.",
      "3D 모델, GLB, 도형, 가구 배치",
    ],
    en: [
      "Shapes and 3D models",
      "Draw shapes that highlight areas and stand catalogue 3D models or your own GLB files inside a scene: show furniture layouts or exhibition plans in the tour itself.",
      "3D models, GLB, shapes, furniture layout",
    ],
    vi: [
      "Hình vẽ và mô hình 3D",
      "Vẽ hình để làm nổi bật khu vực và đặt mô hình 3D từ thư viện hoặc tệp GLB của bạn vào cảnh: trình bày bố trí nội thất hay kế hoạch triển lãm ngay trong tour.",
      "mô hình 3D, GLB, hình vẽ, bố trí nội thất",
    ],
    ja: [
      "図形と3Dモデル",
      "エリアを強調する図形を描き、カタログの3Dモデルや自分のGLBファイルをシーン内に配置。家具のレイアウトや展示計画をツアーの中で見せられます。",
      "3Dモデル, GLB, 図形, 家具レイアウト",
    ],
  }),
  "/section3-7": page({
    ko: [
      "게시와 공유",
      "투어를 게시하면 고유 주소의 공개 페이지가 생기고, 게시할 때마다 버전이 기록됩니다. 링크 공유, 웹사이트 삽입, SEO·OG 설정과 방문 통계를 안내합니다.",
      "투어 게시, 공유 링크, 임베드, 방문 통계",
    ],
    en: [
      "Publishing and sharing",
      "Publishing gives a tour its own public page and records every version. Share the link, embed it in your website, set SEO and Open Graph, and follow its visits.",
      "publish tour, share link, embed, visitor statistics",
    ],
    vi: [
      "Xuất bản và chia sẻ",
      "Xuất bản tạo cho tour một trang công khai riêng và lưu lại mọi phiên bản. Chia sẻ liên kết, nhúng vào website, cài đặt SEO, Open Graph và theo dõi lượt xem.",
      "xuất bản tour, liên kết chia sẻ, nhúng, thống kê lượt xem",
    ],
    ja: [
      "公開と共有",
      "ツアーを公開すると専用URLの公開ページができ、公開のたびにバージョンが記録されます。リンク共有、サイトへの埋め込み、SEO・OG設定、アクセス統計をご案内します。",
      "ツアー公開, 共有リンク, 埋め込み, アクセス統計",
    ],
  }),
  "/section3-8": page({
    ko: [
      "직접 운영하기(셀프 호스팅)",
      "Orbis는 설치 없이 npm start 한 번으로 한 대의 서버에서 실행되고, PostgreSQL, Redis, S3 호환 저장소와 SMTP로 규모를 키울 수 있습니다. 데이터는 내 서버에 남습니다.",
      "셀프 호스팅, 설치형 가상투어, PostgreSQL, S3",
    ],
    en: [
      "Self-hosting Orbis",
      "Orbis runs on one machine with a single npm start and scales out to PostgreSQL, Redis, S3-compatible storage and SMTP when you need it. Your tours stay on your servers.",
      "self-hosted, on-premise virtual tour, PostgreSQL, S3",
    ],
    vi: [
      "Tự triển khai Orbis",
      "Orbis chạy trên một máy chỉ với lệnh npm start và mở rộng sang PostgreSQL, Redis, lưu trữ tương thích S3 và SMTP khi cần. Tour của bạn nằm trên máy chủ của bạn.",
      "tự triển khai, tour ảo tại chỗ, PostgreSQL, S3",
    ],
    ja: [
      "Orbisのセルフホスト",
      "Orbisはnpm startひとつで1台のサーバーで動き、必要に応じてPostgreSQL、Redis、S3互換ストレージ、SMTPへ拡張できます。ツアーのデータは自分のサーバーに残ります。",
      "セルフホスト, オンプレミス, PostgreSQL, S3",
    ],
  }),
  "/section3-9": page({
    ko: [
      "팀 작업과 교육",
      "프로젝트를 동료와 공유해 함께 편집하고, 공유 코드로 공간을 보여주세요. 강사는 학생 그룹과 라이선스를 관리하고 과제로 제출된 투어를 검토할 수 있습니다.",
      "협업, 프로젝트 공유, 에듀, 강사",
    ],
    en: [
      "Teams and education",
      "Share projects with coworkers to edit together and show spaces with share codes. Instructors manage student groups and licences and review tours handed in as assignments.",
      "collaboration, project sharing, education, instructors",
    ],
    vi: [
      "Làm việc nhóm và giáo dục",
      "Chia sẻ dự án với đồng nghiệp để cùng chỉnh sửa và giới thiệu không gian bằng mã chia sẻ. Giảng viên quản lý nhóm học viên, giấy phép và chấm các tour được nộp làm bài tập.",
      "cộng tác, chia sẻ dự án, giáo dục, giảng viên",
    ],
    ja: [
      "チーム作業と教育",
      "プロジェクトを同僚と共有して共同編集し、共有コードでスペースを公開。講師は学生グループとライセンスを管理し、課題として提出されたツアーをレビューできます。",
      "共同作業, プロジェクト共有, 教育, 講師",
    ],
  }),
};
