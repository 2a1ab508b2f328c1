import { koAccount } from "./account/ko";
import { koAuth } from "./auth/ko";
import { koCoworkers } from "./coworkers/ko";
import { koCreator } from "./creator/ko";
import { koDownloads } from "./downloads/ko";
import { koEditor } from "./editor/ko";
import { koSharingLists } from "./sharing/ko";
import { koSharingComments, koSharingPreview } from "./sharing/thread/ko";
import { koShowcase } from "./showcase/ko";
import { koSiteEditor } from "./siteEditor/ko";
import { koSites } from "./sites/ko";
import { koStatistics } from "./statistics/ko";
import { koStreetView } from "./streetView/ko";

/** The console's own Korean messages (namespace `console`); the shape every language follows. */
export const ko = {
  brand: "Orbis",
  skipToContent: "본문으로 건너뛰기",
  nav: {
    main: "주 메뉴",
    home: "홈",
    features: "기능",
    pricing: "요금제",
    signIn: "로그인",
    signUp: "회원가입",
    projects: "내 프로젝트",
    sites: "사이트",
    statistics: "통계",
    download: "다운로드",
    mypage: "내 정보",
    edu: "에듀",
    toggleMenu: "메뉴 열기/닫기",
    signOut: "로그아웃",
  },
  banner: {
    text: "Orbis는 내 서버에서 돌아가는 360° 가상 투어 빌더입니다.",
    close: "배너 닫기",
  },
  landing: {
    title: "360° 가상 투어를 만들고, 내 서버에서 공개하세요",
    lead: "Orbis는 파노라마 사진을 올려 장면을 잇고, 마커와 음성 안내를 달아 웹에 공개하는 투어 빌더입니다. 데이터는 직접 운영하는 서버에 남습니다.",
    start: "시작하기",
    signUp: "무료로 가입하기",
    pricing: "요금제 보기",
    featuresTitle: "할 수 있는 일",
    feature1Title: "장면 올리기와 연결",
    feature1Text:
      "360° 이미지를 끌어다 놓으면 타일로 나뉘어 빠르게 열리고, 장면끼리 링크로 이어집니다.",
    feature2Title: "마커, 음성, 3D 모델",
    feature2Text:
      "정보 마커에 글과 링크를 달고, 음성 안내를 만들어 재생하고, GLB 모델을 배치합니다.",
    feature3Title: "공개와 이력",
    feature3Text:
      "투어를 공개 주소로 발행하고, 발행 이력을 남기며, 필요하면 정적 사이트로 내려받습니다.",
  },
  status: {
    notFoundText: "찾으시는 페이지가 없거나 옮겨졌습니다.",
    accessDeniedText: "이 페이지를 볼 권한이 없습니다.",
    serverErrorText: "서버에서 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.",
    home: "홈으로",
  },
  auth: koAuth,
  editor: koEditor,
  coworkers: koCoworkers,
  creator: koCreator,
  account: koAccount,
  statistics: koStatistics,
  streetView: koStreetView,
  sharing: { ...koSharingLists, comments: koSharingComments, preview: koSharingPreview },
  downloads: koDownloads,
  sites: koSites,
  siteEditor: koSiteEditor,
  showcase: koShowcase,
  projects: {
    tabsLabel: "프로젝트 종류",
    contents: "투어 프로젝트",
    hosting: "360° 이미지 저장소",
    newProject: "새 프로젝트",
    newHosting: "새 이미지 저장소",
    nameLabel: "이름",
    nameNeeded: "이름을 입력하면 프로젝트를 만들 수 있습니다.",
    create: "만들기",
    cancel: "취소",
    created: "“{{name}}”을(를) 만들었습니다",
    loading: "불러오는 중…",
    loadFailed: "불러오지 못했습니다.",
    retry: "다시 시도",
    emptyContents:
      "아직 투어 프로젝트가 없습니다. “새 프로젝트”를 눌러 만든 뒤 투어를 추가하고 에디터에서 360° 사진을 올리세요.",
    emptyHosting:
      "아직 이미지 저장소가 없습니다. “새 이미지 저장소”를 눌러 360° 이미지를 올리고 어느 사이트에나 넣을 수 있는 링크를 받으세요.",
    sharedTitle: "공유받은 프로젝트",
    sharedBy: "{{owner}} 님이 공유함",
    tourCount: "투어 {{count}}개",
    imageCount: "이미지 {{count}}개",
    updated: "{{date}} 수정",
    noThumbnail: "아직 썸네일이 없습니다",
    storage: {
      contents: "저장 공간",
      hosting: "호스팅 저장 공간",
      usage: "{{total}} 중 {{used}} 사용 ({{percent}})",
      unlimited: "{{used}} 사용",
      warning:
        "저장 공간이 {{percent}} 찼습니다. 필요 없는 파일을 지우거나 요금제를 업그레이드해 공간을 늘리세요.",
    },
    project: {
      tabsLabel: "프로젝트 페이지",
      preview: "투어",
      info: "정보",
      space: "스페이스",
      site: "사이트",
      images: "이미지",
      notFound: "없는 프로젝트이거나 공유받지 않은 프로젝트입니다.",
      back: "내 프로젝트로 돌아가기",
      readOnly: "공유받은 프로젝트입니다. 볼 수만 있고 바꿀 수는 없습니다.",
    },
    tours: {
      newTour: "새 투어",
      titleLabel: "투어 제목",
      titleNeeded: "제목을 입력하면 새 투어를 만들 수 있습니다.",
      searchLabel: "투어 검색",
      sortLabel: "정렬",
      sortUpdated: "최근 수정순",
      sortCreated: "최신순",
      sortTitle: "제목순 (가–하)",
      filterLabel: "공개 여부",
      filterAll: "전체",
      filterPublished: "공개됨",
      filterDraft: "공개 안 됨",
      empty: "이 프로젝트에는 아직 투어가 없습니다. 투어를 만든 뒤 에디터에서 파노라마를 올리세요.",
      noMatch: "검색과 일치하는 투어가 없습니다.",
      scenes: "장면 {{count}}개",
      edit: "에디터에서 열기",
      previous: "이전 페이지",
      next: "다음 페이지",
      range: "전체 {{total}}개 중 {{from}}–{{to}}",
      published: "공개됨",
      draft: "공개 안 됨",
      publishedAt: "{{date}} 공개",
      publicLink: "공개 페이지",
      publishHint: "에디터에서 투어를 공개하면 /t/… 주소의 공개 페이지가 생깁니다.",
    },
    info: {
      name: "프로젝트 이름",
      rename: "이름 저장",
      renamed: "이름을 저장했습니다",
      created: "만든 날짜",
      updated: "마지막 수정",
      owner: "소유자",
      kind: "종류",
      coworkers: "공동 작업자",
      noCoworkers: "이 프로젝트를 함께 작업하는 사람이 없습니다.",
      editor: "편집자",
      viewer: "뷰어",
      delete: "프로젝트 삭제",
      deleteTitle: "이 프로젝트를 삭제할까요?",
      deleteText: "“{{name}}”이(가) 모든 투어와 파일과 함께 삭제됩니다. 되돌릴 수 없습니다.",
      deleted: "프로젝트를 삭제했습니다",
    },
    images: {
      upload: "360° 이미지 올리기",
      uploading: "올리는 중…",
      hint: "등장방형(2:1) JPEG, PNG, WebP 파노라마를 올리세요. 이미지마다 바뀌지 않는 링크가 생깁니다.",
      empty:
        "아직 이미지가 없습니다. 파노라마를 올리면 이미지 링크와 삽입용 뷰어 페이지가 생깁니다.",
      imageLink: "이미지 링크",
      embedLink: "뷰어 페이지",
      refused: "올리지 못한 파일: {{names}}",
      uploaded: "이미지 {{count}}개를 올렸습니다",
      size: "{{width}} × {{height}} px, {{bytes}}",
    },
  },
  snackbar: {
    success: "성공",
    warning: "경고",
    error: "오류",
    info: "알림",
    /** The action of a quota or plan refusal: to the plan change. */
    upgrade: "업그레이드",
  },
  /** A session check that got no answer: the session is kept, the check can be made again. */
  sessionCheck: {
    problem: "로그인 상태를 확인하지 못했습니다({{reason}}). 이 기기에서는 로그인이 유지됩니다.",
    retry: "다시 확인",
  },
  terms: {
    title: "이용약관",
    summary:
      "Orbis를 사용하면 이용약관과 개인정보 처리방침에 동의하게 됩니다. 전문은 약관 페이지에서 볼 수 있습니다.",
    full: "약관 전문 보기",
  },
  marketing: {
    loading: "불러오는 중…",
    failed: "서버에서 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.",
    pricing: {
      title: "요금제",
      lead: "무료로 시작하고, 투어에 더 많은 공간이 필요할 때 올리세요. 가격은 이 서버의 요금제 목록에서 가져옵니다.",
      contentsTitle: "투어 빌더 요금제",
      hostingTitle: "360° 이미지 호스팅",
      perMonth: "/ 월",
      perYear: "{{price}} / 년",
      periodLabel: "결제 주기",
      monthly: "월간",
      yearly: "연간",
      perYearShort: "/ 년",
      choosePlan: "{{name}} 선택",
      startWithPlan: "{{name}}로 시작하기",
      contact: "문의하기",
      startFree: "무료로 시작하기",
      unlimited: "무제한",
      none: "—",
      projects: "프로젝트",
      toursPerProject: "프로젝트당 투어",
      storage: "저장 공간",
      publishedUrls: "공개 URL",
      site: "SEO, 오픈 그래프, 구글 애널리틱스",
      statistics: "방문 통계",
      included: "포함",
      notIncluded: "미포함",
      edu: {
        groups: "학생 그룹과 학생 계정 관리",
        licences: "학생 라이선스 구매와 지급",
        reviews: "학생이 제출한 강의 검토와 승인",
        certification: "인증 강사 자격 (유료 요금제 동안 매년 갱신)",
      },
      empty: "이 서버에는 아직 제공되는 요금제가 없습니다.",
    },
    sections: {
      title: "가이드",
      index: "가이드 목차",
    },
    features: {
      title: "Orbis로 할 수 있는 일",
      lead: "아래 기능은 모두 이 저장소에 들어 있고, 직접 운영하는 서버에서 동작합니다.",
      tilingTitle: "파노라마 타일링",
      tilingText:
        "등장방형 360° 사진을 올리면 서버가 여러 확대 단계의 큐브 면 타일로 잘라, 휴대폰에서도 투어가 빠르게 열립니다.",
      editorTitle: "투어 편집기",
      editorText:
        "브라우저에서 장면을 정렬하고, 이동 마커로 잇고, 장면마다 처음 보이는 방향을 정합니다.",
      markersTitle: "마커, 음성 안내, 3D 모델",
      markersText:
        "글과 링크를 담은 정보 마커를 놓고, 장면에 음성 안내를 붙이고, 파노라마 안에 도형이나 3D 모델을 배치합니다.",
      publishingTitle: "공개",
      publishingText:
        "투어를 제목, 오픈 그래프 이미지, 구글 애널리틱스 ID와 함께 URL로 공개하고 방문 통계를 확인합니다.",
      exportTitle: "정적 내보내기",
      exportText:
        "투어를 뷰어, 타일, 데이터로 된 일반 파일로 내보내 어떤 정적 웹 호스팅이나 USB에서도 띄울 수 있습니다.",
      cliTitle: "명령줄 도구",
      cliText:
        "orbis CLI로 로그인하고, 파노라마를 올리고, 스크립트에서 투어를 가져오거나 내보냅니다.",
      selfHostTitle: "직접 운영",
      selfHostText:
        "Node.js 서버 하나와 SQLite 또는 PostgreSQL, 로컬 또는 S3 저장소면 충분합니다. 투어와 방문자 데이터는 내 곁에 남습니다.",
    },
    event: {
      title: "이벤트",
      lead: "내 계정에서 받을 수 있는 혜택입니다.",
      signIn: "로그인하면 받을 수 있는 혜택을 볼 수 있습니다.",
      none: "지금 진행 중인 이벤트가 없습니다. 나중에 다시 확인해 주세요.",
      percentOff: "{{percent}}% 할인",
      amountOff: "{{amount}} 할인",
      expires: "{{date}}까지 사용 가능",
      owned: "내 쿠폰함에 있음",
      otherCurrency:
        "이 할인은 {{currency}} 결제에만 적용됩니다. 지금 결제 통화는 {{yours}}입니다. 통화를 바꾸면 받을 수 있습니다.",
    },
    legal: {
      termsTitle: "이용약관",
      privacyTitle: "개인정보 처리방침",
      none: "이 페이지에 게시된 내용이 아직 없습니다.",
      more: "전문 보기",
    },
  },
  footer: {
    terms: "이용약관",
    privacy: "개인정보 처리방침",
    language: "언어",
    currency: "통화",
    note: "Orbis — 직접 운영하는 360° 가상 투어 빌더",
  },
};

/** The shape of the console's messages, Korean being the reference. */
export type ConsoleMessages = typeof ko;
