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
    projects: "내 프로젝트",
    sites: "사이트",
    statistics: "통계",
    download: "다운로드",
    mypage: "내 정보",
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
  notAvailable: {
    text: "이 화면은 아직 이 서버에서 제공되지 않습니다.",
  },
  snackbar: {
    success: "성공",
    warning: "경고",
    error: "오류",
    info: "알림",
  },
  terms: {
    title: "이용약관",
    summary:
      "Orbis를 사용하면 이용약관과 개인정보 처리방침에 동의하게 됩니다. 전문은 약관 페이지에서 볼 수 있습니다.",
    full: "약관 전문 보기",
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
