/** Korean texts of the Street View account screen (the reference shape). */
export const koStreetView = {
  lead: "Google 계정을 연결하고 씬의 360° 파노라마를 Google 스트리트뷰에 게시합니다.",
  loading: "불러오는 중…",
  loadFailed: "스트리트뷰 계정 정보를 불러오지 못했습니다.",
  retry: "다시 시도",
  notConfigured: {
    title: "이 서버에는 스트리트뷰가 설정되어 있지 않습니다",
    text: "운영자가 Google 클라이언트(GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)를 설정하지 않아 이 서버에서는 Google 계정을 연결할 수 없습니다.",
  },
  account: {
    title: "Google 계정",
    unlinked: "연결된 Google 계정이 없습니다.",
    link: "Google 계정 연결",
    linkedAs: "{{account}} 계정이 연결되어 있습니다.",
    unlink: "연결 해제",
    linked: "Google 계정이 연결되었습니다.",
    unlinkedNotice: "Google 계정 연결을 해제했습니다.",
    linkFailed: "Google 계정을 연결하지 못했습니다: {{reason}}",
  },
  form: {
    title: "씬 게시",
    lead: "2:1 등장방형 파노라마만 게시할 수 있습니다. 위치를 비워 두면 씬의 지도 위치를 사용합니다.",
    project: "프로젝트",
    tour: "투어",
    scene: "씬",
    choose: "선택하세요",
    notTwoToOne: "{{title}} (2:1이 아님)",
    latitude: "위도",
    longitude: "경도",
    heading: "방향(도, 북쪽 0)",
    submit: "스트리트뷰에 게시",
    sent: "파노라마를 스트리트뷰로 보내는 중입니다.",
    noProjects: "아직 프로젝트가 없습니다.",
  },
  list: {
    title: "게시 내역",
    empty: "아직 게시한 씬이 없습니다.",
    refresh: "새로고침",
    scene: "씬",
    place: "위치",
    state: "상태",
    placeValue: "{{latitude}}, {{longitude}} · {{heading}}°",
    states: {
      pending: "대기 중",
      uploading: "게시 중",
      published: "게시됨",
      failed: "실패",
    },
    openMaps: "Google 지도에서 보기",
    reason: "사유: {{reason}}",
  },
};

/** The shape every language's Street View texts have. */
export type KoStreetView = typeof koStreetView;
