import type { Language } from "@orbis/core/contract";

/** One info section: its title and a few concrete steps. */
export interface InfoGuide {
  readonly title: string;
  readonly steps: readonly string[];
}

/*
 * The nine guide sections of `/section3-1` … `/section3-9`, in index order, on the topics the
 * server's `/metadata.json` describes. Kept in this route's chunk, not in the shared messages,
 * so the landing page does not carry them.
 */
export const infoGuides: Readonly<Record<Language, readonly InfoGuide[]>> = {
  en: [
    {
      title: "Getting started: your first virtual tour",
      steps: [
        "Create an account, open Projects and create a project: it holds your tours and their files.",
        "Create a tour in the project and drag a 360° photo onto the editor; the server tiles it and it becomes the first scene.",
        "Open the preview to look around, then add more scenes the same way.",
      ],
    },
    {
      title: "Shooting 360° panoramas",
      steps: [
        "Export equirectangular images with a 2:1 ratio, at least 1024 × 512 pixels; 8000 × 4000 or more keeps detail when visitors zoom.",
        "Shoot every scene from the same tripod height (about eye level) so moving between scenes feels natural.",
        "Keep exposure and white balance steady between rooms, and hide the tripod with the camera's nadir patch if it has one.",
      ],
    },
    {
      title: "Linking scenes and the initial view",
      steps: [
        "Add a scene-link hotspot where a door or path leads, and pick the scene it opens.",
        "Turn each scene to the direction it should open on and save it as the initial view.",
        "Order the scenes in the scene list: the first one is where every visitor starts.",
      ],
    },
    {
      title: "Info markers and links",
      steps: [
        "Place an info marker on the object it describes: a title, a short text and, if useful, a link.",
        "Keep marker text short; link to a product page or a booking form for the details.",
        "Preview the scene on a phone-sized window to check that markers do not cover each other.",
      ],
    },
    {
      title: "Voice guides",
      steps: [
        "Attach an audio file to a scene; it plays when a visitor enters that scene.",
        "Record in a quiet room and keep each guide under a minute, one idea per scene.",
        "Offer a short text marker with the same content for visitors who browse without sound.",
      ],
    },
    {
      title: "Shapes and 3D models",
      steps: [
        "Draw a shape over an area (a room, a shelf) to highlight it and make it clickable.",
        "Place a 3D model (glTF) in a scene, then scale and rotate it until it sits on the floor.",
        "Keep models light (a few MB) so the scene still opens quickly on mobile networks.",
      ],
    },
    {
      title: "Publishing and sharing",
      steps: [
        "Publish the tour to a URL; set its title, description and Open Graph image for link previews.",
        "Add your Google Analytics ID if your plan includes it, and follow visits in Statistics.",
        "Share the URL or embed it in your website with an iframe; republish after edits to update it.",
      ],
    },
    {
      title: "Self-hosting Orbis",
      steps: [
        "Run the Orbis server with Node.js 20; SQLite works out of the box, PostgreSQL for larger teams.",
        "Choose local disk or an S3-compatible bucket for panoramas and tiles.",
        "Put it behind HTTPS with your own domain; back up the database and the storage together.",
      ],
    },
    {
      title: "Teams and education",
      steps: [
        "Invite co-workers to a project so several people can edit its tours.",
        "Education plans let an administrator manage instructors, and instructors manage their classes.",
        "Students build tours in their own projects; instructors review and publish the best ones.",
      ],
    },
  ],
  ko: [
    {
      title: "시작하기: 첫 가상투어 만들기",
      steps: [
        "계정을 만들고 프로젝트 메뉴에서 프로젝트를 생성하세요. 프로젝트에 투어와 파일이 모입니다.",
        "프로젝트 안에 투어를 만들고 편집기에 360° 사진을 끌어다 놓으면, 서버가 타일로 나눈 뒤 첫 장면이 됩니다.",
        "미리보기로 둘러본 뒤 같은 방법으로 장면을 더 추가하세요.",
      ],
    },
    {
      title: "360° 파노라마 촬영 가이드",
      steps: [
        "2:1 비율의 등장방형 이미지로, 최소 1024 × 512 픽셀로 내보내세요. 8000 × 4000 이상이면 확대해도 선명합니다.",
        "모든 장면을 같은 삼각대 높이(눈높이 정도)에서 찍어야 장면 사이 이동이 자연스럽습니다.",
        "방마다 노출과 화이트 밸런스를 맞추고, 카메라의 바닥 보정 기능이 있다면 삼각대를 가리세요.",
      ],
    },
    {
      title: "장면 연결과 시작 시점",
      steps: [
        "문이나 통로가 있는 곳에 장면 이동 마커를 놓고 연결할 장면을 고르세요.",
        "장면마다 처음 보여줄 방향으로 돌린 뒤 시작 시점으로 저장하세요.",
        "장면 목록에서 순서를 정하세요. 첫 장면이 모든 방문자의 출발점입니다.",
      ],
    },
    {
      title: "정보 마커와 링크",
      steps: [
        "설명할 대상 위에 정보 마커를 놓고 제목, 짧은 설명, 필요하면 링크를 넣으세요.",
        "마커 글은 짧게 쓰고, 자세한 내용은 상품 페이지나 예약 양식으로 연결하세요.",
        "휴대폰 크기 창에서 미리 보며 마커끼리 겹치지 않는지 확인하세요.",
      ],
    },
    {
      title: "음성 안내",
      steps: [
        "장면에 오디오 파일을 붙이면 방문자가 그 장면에 들어올 때 재생됩니다.",
        "조용한 곳에서 녹음하고, 장면 하나에 한 가지 이야기로 1분 이내로 만드세요.",
        "소리 없이 보는 방문자를 위해 같은 내용을 짧은 정보 마커로도 남기세요.",
      ],
    },
    {
      title: "도형과 3D 모델",
      steps: [
        "방이나 진열대 같은 영역 위에 도형을 그려 강조하고 클릭할 수 있게 만드세요.",
        "장면에 3D 모델(glTF)을 놓고, 바닥에 자연스럽게 놓이도록 크기와 방향을 맞추세요.",
        "모델은 몇 MB 이내로 가볍게 유지해야 모바일에서도 장면이 빨리 열립니다.",
      ],
    },
    {
      title: "공개와 공유",
      steps: [
        "투어를 URL로 공개하고, 링크 미리보기에 쓰일 제목, 설명, 오픈 그래프 이미지를 정하세요.",
        "요금제에 포함되어 있다면 구글 애널리틱스 ID를 넣고 통계에서 방문을 확인하세요.",
        "URL을 공유하거나 iframe으로 홈페이지에 넣으세요. 수정 후에는 다시 공개해야 반영됩니다.",
      ],
    },
    {
      title: "Orbis 직접 운영하기",
      steps: [
        "Node.js 20으로 Orbis 서버를 실행하세요. SQLite는 바로 쓸 수 있고, 큰 팀은 PostgreSQL을 쓰세요.",
        "파노라마와 타일 저장소로 로컬 디스크나 S3 호환 버킷을 고르세요.",
        "내 도메인과 HTTPS 뒤에 두고, 데이터베이스와 저장소를 함께 백업하세요.",
      ],
    },
    {
      title: "팀과 교육",
      steps: [
        "프로젝트에 동료를 초대하면 여러 사람이 투어를 함께 편집할 수 있습니다.",
        "교육 요금제에서는 관리자가 강사를, 강사가 수업을 관리합니다.",
        "학생은 자기 프로젝트에서 투어를 만들고, 강사는 검토한 뒤 좋은 투어를 공개합니다.",
      ],
    },
  ],
  vi: [
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
  ],
  ja: [
    {
      title: "はじめに：最初のバーチャルツアー",
      steps: [
        "アカウントを作成し、プロジェクト画面でプロジェクトを作ります。ツアーとファイルはプロジェクトにまとまります。",
        "プロジェクト内にツアーを作り、エディターに360°写真をドラッグします。サーバーがタイル化し、最初のシーンになります。",
        "プレビューで見回してから、同じ方法でシーンを追加します。",
      ],
    },
    {
      title: "360°パノラマ撮影ガイド",
      steps: [
        "2:1の正距円筒画像で、最低1024 × 512ピクセルで書き出します。8000 × 4000以上ならズームしても鮮明です。",
        "すべてのシーンを同じ三脚の高さ（目線程度）で撮ると、シーン間の移動が自然になります。",
        "部屋ごとの露出とホワイトバランスをそろえ、カメラに機能があれば三脚を消します。",
      ],
    },
    {
      title: "シーンの接続と初期視点",
      steps: [
        "ドアや通路のある場所にシーン移動マーカーを置き、つなぐシーンを選びます。",
        "各シーンを最初に見せたい向きに回し、初期視点として保存します。",
        "シーン一覧で順番を決めます。最初のシーンがすべての訪問者の出発点です。",
      ],
    },
    {
      title: "情報マーカーとリンク",
      steps: [
        "説明したい対象の上に情報マーカーを置き、タイトル、短い説明、必要ならリンクを入れます。",
        "マーカーの文章は短くし、詳細は商品ページや予約フォームへリンクします。",
        "スマートフォン幅のプレビューで、マーカー同士が重ならないか確認します。",
      ],
    },
    {
      title: "音声ガイド",
      steps: [
        "シーンに音声ファイルを付けると、訪問者がそのシーンに入ったときに再生されます。",
        "静かな場所で録音し、1シーン1テーマで1分以内にまとめます。",
        "音を出さずに見る人のため、同じ内容を短い情報マーカーにも残します。",
      ],
    },
    {
      title: "図形と3Dモデル",
      steps: [
        "部屋や棚などの範囲に図形を描いて強調し、クリックできるようにします。",
        "シーンに3Dモデル（glTF）を置き、床に自然に載るよう大きさと向きを調整します。",
        "モデルは数MB以内に抑えると、モバイル回線でもシーンがすばやく開きます。",
      ],
    },
    {
      title: "公開と共有",
      steps: [
        "ツアーをURLで公開し、リンクプレビュー用のタイトル、説明、Open Graph画像を設定します。",
        "プランに含まれていれば Google アナリティクスIDを入れ、統計で訪問を確認します。",
        "URLを共有するか、iframeでWebサイトに埋め込みます。編集後は再公開で反映されます。",
      ],
    },
    {
      title: "Orbis のセルフホスト",
      steps: [
        "Node.js 20で Orbis サーバーを起動します。SQLiteはそのまま使え、大きなチームはPostgreSQLを使います。",
        "パノラマとタイルの保存先に、ローカルディスクかS3互換バケットを選びます。",
        "独自ドメインとHTTPSの後ろに置き、データベースとストレージを一緒にバックアップします。",
      ],
    },
    {
      title: "チームと教育",
      steps: [
        "プロジェクトに同僚を招待すると、複数人でツアーを編集できます。",
        "教育プランでは、管理者が講師を、講師がクラスを管理します。",
        "学生は自分のプロジェクトでツアーを作り、講師が確認して優れたものを公開します。",
      ],
    },
  ],
};
