/** Korean texts of the download screens: art packages and the plugin (the reference shape). */
export const koDownloads = {
  title: "다운로드",
  tabsLabel: "다운로드 종류",
  artPackagesTab: "아트 패키지",
  pluginTab: "플러그인",
  art: {
    lead: "에디터 카탈로그의 3D 모델과 마커 아이콘 세트를 ZIP 파일로 받아 투어나 다른 도구에서 쓸 수 있습니다.",
    kindModels: "3D 모델",
    kindMarkerIcons: "마커 아이콘",
    items: "항목 {{count}}개",
    size: "크기 {{size}}",
    download: "다운로드",
    downloadLabel: "{{name}} 다운로드",
    downloading: "받는 중…",
    saved: "{{file}}을(를) 저장했습니다",
    locked: "잠김",
    lockedLabel: "{{name}}: 현재 요금제에서는 받을 수 없습니다",
    upgradeLead:
      "현재 요금제에는 아트 패키지가 포함되어 있지 않습니다. 요금제를 업그레이드하면 모든 패키지를 받을 수 있습니다.",
    upgrade: "요금제 업그레이드",
    loading: "불러오는 중…",
    loadFailed: "아트 패키지를 불러오지 못했습니다.",
    retry: "다시 시도",
  },
  plugin: {
    lead: "Orbis 플러그인은 Orbis 명령줄 도구(orbis)입니다. 터미널이나 스크립트에서 파노라마를 한꺼번에 올리고, 투어를 게시하고 내보내며, AI 파노라마를 만들고, 수업 자료를 관리합니다.",
    featuresTitle: "할 수 있는 일",
    features: {
      upload: "폴더의 파노라마를 투어의 장면으로 한꺼번에 업로드 (중단해도 이어서 진행)",
      publish: "투어를 한 번에 여러 개 게시",
      export: "투어를 Pannellum JSON이나 정적 사이트 ZIP으로 내보내고, 다른 투어를 가져오기",
      ai: "프롬프트로 AI 파노라마를 만들고 투어에 추가",
      edu: "수업 자료: 그룹의 학생 명단을 내보내고 이름 목록으로 학생 계정 만들기",
    },
    installTitle: "설치",
    installLead: "Node.js 20 이상이 있으면 이 서버에서 바로 설치할 수 있습니다.",
    copy: "복사",
    copyLabel: "“{{command}}” 복사",
    copied: "명령을 복사했습니다",
    copyFailed: "복사하지 못했습니다. 명령을 선택해 직접 복사해 주세요.",
    tarball: "패키지 파일(.tgz) 받기",
    loginTitle: "로그인",
    loginLead:
      "브라우저로 로그인합니다. 명령이 이 사이트의 로그인 페이지를 열고, 로그인하면 세션을 명령줄 도구에 넘겨 줍니다.",
    examplesTitle: "사용 예",
    examples: {
      help: "모든 명령 보기",
      projects: "내 프로젝트 목록",
      upload: "폴더의 파노라마를 투어에 업로드",
      publish: "투어 게시",
      ai: "AI 파노라마 만들기",
    },
  },
  publicPage: {
    title: "{{product}} 플러그인",
    lead: "Orbis 플러그인(명령줄 도구)을 설치하고 브라우저로 로그인하는 방법입니다.",
    signIn: "Orbis에 로그인",
  },
};

/** The shape every language's download texts follow, Korean being the reference. */
export type KoDownloads = typeof koDownloads;
