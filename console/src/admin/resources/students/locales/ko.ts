/** Korean texts of the students resource (`resources.students.*`, in Polyglot's format); the shape the others follow. */
export const koStudents = {
  name: "학생",
  fields: {
    userAlias: "이름",
    loginId: "아이디",
    groupId: "그룹",
    licenceState: "라이선스",
    licenceExpiresAt: "라이선스 만료일",
    lastLoginAt: "최근 로그인",
    createdAt: "등록일",
    id: "ID",
  },
  licenceStates: { none: "없음", delivered: "사용 중", expired: "만료됨" },
  select: "%{name} 선택",
  reset: {
    button: "비밀번호 초기화",
    title: "비밀번호 초기화",
    confirm:
      "%{name} 학생의 비밀번호를 새로 만들까요? 지금 비밀번호로는 더 이상 로그인할 수 없습니다.",
    doneTitle: "%{name} 학생의 새 비밀번호",
    once: "이 비밀번호는 지금 한 번만 보여 드립니다. 학생에게 전달해 주세요. 학생은 처음 로그인할 때 자신의 비밀번호로 바꿉니다.",
  },
  export: {
    button: "CSV 내보내기",
    pickGroup: "내보낼 그룹을 먼저 필터에서 고르세요.",
    done: "%{file} 파일을 내려받았습니다.",
  },
  import: {
    button: "학생 일괄 등록",
    title: "학생 일괄 등록",
    group: "그룹",
    paste: "학생 이름 (한 줄에 한 명)",
    file: "CSV 또는 TXT 파일 올리기",
    reading: "그룹의 학생 명단을 읽는 중입니다…",
    preview: "미리 보기",
    line: "줄",
    name: "이름",
    problem: "확인",
    ok: "등록 가능",
    problems: {
      duplicate: "목록에 같은 이름이 이미 있습니다",
      taken: "이 그룹에 같은 이름의 학생이 있습니다",
      tooLong: "이름이 너무 깁니다 (50자까지)",
      unstorable: "저장할 수 없는 문자가 있습니다",
    },
    fileProblems: {
      empty:
        "%{file} 파일이 비어 있습니다. 학생 이름을 한 줄에 한 명씩 적어 저장한 뒤 다시 올리세요.",
      binary:
        "%{file} 파일은 텍스트 파일이 아닙니다. 엑셀 통합 문서나 그림이 아니라 CSV(쉼표로 분리) 또는 TXT로 저장한 파일을 올리세요.",
      encoding:
        "%{file} 파일의 글자를 읽을 수 없습니다. UTF-8 또는 EUC-KR(엑셀의 'CSV UTF-8' 또는 'CSV')로 저장한 뒤 다시 올리세요.",
      headerOnly:
        "%{file} 파일에는 제목 줄만 있고 학생 이름이 없습니다. 제목 아래에 이름을 한 줄에 한 명씩 적으세요.",
      noNameColumn:
        "%{file} 파일에 열이 여러 개인데 어느 열이 이름인지 알 수 없습니다. 학생 이름이 있는 열의 첫 줄에 '이름'이라고 적으세요.",
    },
    verdict: {
      empty: "이름을 붙여 넣거나 파일을 올리세요.",
      problems: "표시된 줄을 고쳐야 등록할 수 있습니다.",
      tooMany: "한 번에 100명까지 등록할 수 있습니다.",
      ready: "%{smart_count}명을 등록합니다.",
    },
    create: "등록",
    creating: "등록하는 중…",
  },
  sheet: {
    title: "로그인 정보",
    warning: "비밀번호는 지금 한 번만 보여 드립니다. 창을 닫기 전에 CSV로 내려받거나 인쇄하세요.",
    download: "CSV 내려받기",
    fileName: "학생 로그인 정보.csv",
  },
  copy: { button: "복사", done: "복사했습니다" },
  deliver: {
    button: "라이선스 지급",
    title: "라이선스 지급",
    students: "선택한 학생 %{smart_count}명에게 라이선스를 한 개씩 지급합니다.",
    duration: "기간",
    months: "%{smart_count}개월",
    submit: "지급",
    mixedGroups: "한 번에 한 그룹의 학생에게만 지급할 수 있습니다. 한 그룹의 학생만 고르세요.",
    shortfall: "사용 가능한 라이선스가 모자랍니다: 필요 %{needed}개, 보유 %{available}개.",
    buy: "라이선스 구매",
    done: "라이선스 %{smart_count}개를 지급했습니다.",
  },
};

export type StudentsMessages = typeof koStudents;
