import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the students resource (`resources.students.*`), in Polyglot's format. */
export const studentsMessages: Record<Language, MessageTree> = {
  ko: {
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
  },
  en: {
    name: "Student |||| Students",
    fields: {
      userAlias: "Name",
      loginId: "Login ID",
      groupId: "Group",
      licenceState: "Licence",
      licenceExpiresAt: "Licence expires",
      lastLoginAt: "Last sign-in",
      createdAt: "Created",
      id: "ID",
    },
    licenceStates: { none: "None", delivered: "Active", expired: "Expired" },
    select: "Select %{name}",
    reset: {
      button: "Reset password",
      title: "Reset password",
      confirm: "Give %{name} a new password? Their current password will stop working.",
      doneTitle: "New password for %{name}",
      once: "This password is shown only this once: hand it to the student. They set their own when they first sign in.",
    },
    export: {
      button: "Export CSV",
      pickGroup: "Pick a group in the filter first, then export it.",
      done: "Downloaded %{file}.",
    },
    import: {
      button: "Import students",
      title: "Import students",
      group: "Group",
      paste: "Student names (one per line)",
      file: "Upload a CSV or TXT file",
      reading: "Reading the group's students…",
      preview: "Preview",
      line: "Line",
      name: "Name",
      problem: "Check",
      ok: "Ready",
      problems: {
        duplicate: "The same name is already in the list",
        taken: "A student of this group already has this name",
        tooLong: "The name is too long (50 characters at most)",
        unstorable: "The name has characters that cannot be stored",
      },
      fileProblems: {
        empty:
          "%{file} is empty. Write the student names one per line, save it and upload it again.",
        binary:
          "%{file} is not a text file. Upload a file saved as CSV (comma delimited) or TXT, not a workbook or a picture.",
        encoding:
          'The characters of %{file} cannot be read. Save it as UTF-8 or EUC-KR (Excel\'s "CSV UTF-8" or "CSV") and upload it again.',
        headerOnly:
          "%{file} has only a heading row and no student names. Add the names under the heading, one per line.",
        noNameColumn:
          '%{file} has several columns and none is headed as the names. Write "Name" at the top of the column with the student names.',
      },
      verdict: {
        empty: "Paste names or upload a file.",
        problems: "Fix the marked rows to create the students.",
        tooMany: "At most 100 students can be created at once.",
        ready:
          "%{smart_count} student will be created. |||| %{smart_count} students will be created.",
      },
      create: "Create",
      creating: "Creating…",
    },
    sheet: {
      title: "Sign-in details",
      warning:
        "The passwords are shown only this once. Download the CSV or print this before you close it.",
      download: "Download CSV",
      fileName: "student-sign-in.csv",
    },
    copy: { button: "Copy", done: "Copied" },
    deliver: {
      button: "Deliver licences",
      title: "Deliver licences",
      students:
        "Each of the %{smart_count} selected student gets one licence. |||| Each of the %{smart_count} selected students gets one licence.",
      duration: "Duration",
      months: "%{smart_count} month |||| %{smart_count} months",
      submit: "Deliver",
      mixedGroups:
        "Licences go to the students of one group at a time: select students of one group only.",
      shortfall: "Not enough unused licences: %{needed} needed, %{available} available.",
      buy: "Buy licences",
      done: "Delivered %{smart_count} licence. |||| Delivered %{smart_count} licences.",
    },
  },
  vi: {
    name: "Học sinh",
    fields: {
      userAlias: "Tên",
      loginId: "ID đăng nhập",
      groupId: "Nhóm",
      licenceState: "Giấy phép",
      licenceExpiresAt: "Giấy phép hết hạn",
      lastLoginAt: "Đăng nhập gần nhất",
      createdAt: "Ngày tạo",
      id: "ID",
    },
    licenceStates: { none: "Chưa có", delivered: "Đang dùng", expired: "Đã hết hạn" },
    select: "Chọn %{name}",
    reset: {
      button: "Đặt lại mật khẩu",
      title: "Đặt lại mật khẩu",
      confirm: "Tạo mật khẩu mới cho %{name}? Mật khẩu hiện tại sẽ không dùng được nữa.",
      doneTitle: "Mật khẩu mới của %{name}",
      once: "Mật khẩu này chỉ hiện một lần: hãy đưa cho học sinh. Học sinh sẽ đặt mật khẩu riêng khi đăng nhập lần đầu.",
    },
    export: {
      button: "Xuất CSV",
      pickGroup: "Hãy chọn một nhóm trong bộ lọc trước khi xuất.",
      done: "Đã tải xuống %{file}.",
    },
    import: {
      button: "Nhập học sinh",
      title: "Nhập học sinh",
      group: "Nhóm",
      paste: "Tên học sinh (mỗi dòng một người)",
      file: "Tải lên tệp CSV hoặc TXT",
      reading: "Đang đọc danh sách học sinh của nhóm…",
      preview: "Xem trước",
      line: "Dòng",
      name: "Tên",
      problem: "Kiểm tra",
      ok: "Hợp lệ",
      problems: {
        duplicate: "Tên này đã có trong danh sách",
        taken: "Nhóm đã có học sinh trùng tên",
        tooLong: "Tên quá dài (tối đa 50 ký tự)",
        unstorable: "Tên có ký tự không lưu được",
      },
      fileProblems: {
        empty:
          "Tệp %{file} trống. Hãy ghi tên học sinh, mỗi dòng một tên, lưu lại rồi tải lên lần nữa.",
        binary:
          "Tệp %{file} không phải là tệp văn bản. Hãy tải lên tệp đã lưu dưới dạng CSV (phân tách bằng dấu phẩy) hoặc TXT, không phải sổ làm việc hay hình ảnh.",
        encoding:
          'Không đọc được các ký tự của tệp %{file}. Hãy lưu tệp dưới dạng UTF-8 hoặc EUC-KR ("CSV UTF-8" hoặc "CSV" của Excel) rồi tải lên lần nữa.',
        headerOnly:
          "Tệp %{file} chỉ có dòng tiêu đề, không có tên học sinh. Hãy thêm tên dưới dòng tiêu đề, mỗi dòng một tên.",
        noNameColumn:
          'Tệp %{file} có nhiều cột nhưng không cột nào có tiêu đề là tên. Hãy ghi "Tên" ở đầu cột chứa tên học sinh.',
      },
      verdict: {
        empty: "Dán tên hoặc tải tệp lên.",
        problems: "Hãy sửa các dòng được đánh dấu để tạo học sinh.",
        tooMany: "Mỗi lần chỉ tạo được tối đa 100 học sinh.",
        ready: "Sẽ tạo %{smart_count} học sinh.",
      },
      create: "Tạo",
      creating: "Đang tạo…",
    },
    sheet: {
      title: "Thông tin đăng nhập",
      warning: "Mật khẩu chỉ hiện một lần này. Hãy tải CSV hoặc in ra trước khi đóng.",
      download: "Tải CSV",
      fileName: "thong-tin-dang-nhap.csv",
    },
    copy: { button: "Sao chép", done: "Đã sao chép" },
    deliver: {
      button: "Cấp giấy phép",
      title: "Cấp giấy phép",
      students: "Mỗi học sinh trong %{smart_count} học sinh đã chọn nhận một giấy phép.",
      duration: "Thời hạn",
      months: "%{smart_count} tháng",
      submit: "Cấp",
      mixedGroups:
        "Mỗi lần chỉ cấp cho học sinh của một nhóm: hãy chọn học sinh của cùng một nhóm.",
      shortfall: "Không đủ giấy phép chưa dùng: cần %{needed}, còn %{available}.",
      buy: "Mua giấy phép",
      done: "Đã cấp %{smart_count} giấy phép.",
    },
  },
  ja: {
    name: "生徒",
    fields: {
      userAlias: "名前",
      loginId: "ログインID",
      groupId: "グループ",
      licenceState: "ライセンス",
      licenceExpiresAt: "ライセンス有効期限",
      lastLoginAt: "最終ログイン",
      createdAt: "登録日",
      id: "ID",
    },
    licenceStates: { none: "なし", delivered: "有効", expired: "期限切れ" },
    select: "%{name} を選択",
    reset: {
      button: "パスワードをリセット",
      title: "パスワードをリセット",
      confirm: "%{name}さんに新しいパスワードを発行しますか？今のパスワードは使えなくなります。",
      doneTitle: "%{name}さんの新しいパスワード",
      once: "このパスワードは今回しか表示されません。生徒に渡してください。生徒は初回ログイン時に自分のパスワードに変更します。",
    },
    export: {
      button: "CSVをエクスポート",
      pickGroup: "先にフィルターでグループを選んでください。",
      done: "%{file} をダウンロードしました。",
    },
    import: {
      button: "生徒を一括登録",
      title: "生徒を一括登録",
      group: "グループ",
      paste: "生徒の名前（1行に1人）",
      file: "CSVまたはTXTファイルをアップロード",
      reading: "グループの生徒を読み込んでいます…",
      preview: "プレビュー",
      line: "行",
      name: "名前",
      problem: "確認",
      ok: "登録可",
      problems: {
        duplicate: "同じ名前がリストに既にあります",
        taken: "このグループに同じ名前の生徒がいます",
        tooLong: "名前が長すぎます（50文字まで）",
        unstorable: "保存できない文字が含まれています",
      },
      fileProblems: {
        empty:
          "%{file} は空です。生徒の名前を1行に1人ずつ書いて保存し、もう一度アップロードしてください。",
        binary:
          "%{file} はテキストファイルではありません。ブックや画像ではなく、CSV（コンマ区切り）または TXT で保存したファイルをアップロードしてください。",
        encoding:
          "%{file} の文字を読み取れません。UTF-8 または EUC-KR（Excel の「CSV UTF-8」または「CSV」）で保存してから、もう一度アップロードしてください。",
        headerOnly:
          "%{file} には見出しの行だけがあり、生徒の名前がありません。見出しの下に名前を1行に1人ずつ書いてください。",
        noNameColumn:
          "%{file} には列が複数ありますが、どの列が名前かわかりません。生徒の名前がある列の先頭に「名前」と書いてください。",
      },
      verdict: {
        empty: "名前を貼り付けるか、ファイルをアップロードしてください。",
        problems: "印の付いた行を直すと登録できます。",
        tooMany: "一度に登録できるのは100人までです。",
        ready: "%{smart_count}人を登録します。",
      },
      create: "登録",
      creating: "登録しています…",
    },
    sheet: {
      title: "ログイン情報",
      warning:
        "パスワードは今回しか表示されません。閉じる前にCSVをダウンロードするか印刷してください。",
      download: "CSVをダウンロード",
      fileName: "生徒ログイン情報.csv",
    },
    copy: { button: "コピー", done: "コピーしました" },
    deliver: {
      button: "ライセンスを付与",
      title: "ライセンスを付与",
      students: "選択した生徒%{smart_count}人に1つずつライセンスを付与します。",
      duration: "期間",
      months: "%{smart_count}か月",
      submit: "付与",
      mixedGroups:
        "一度に付与できるのは1つのグループの生徒だけです。同じグループの生徒を選んでください。",
      shortfall: "未使用のライセンスが足りません：必要 %{needed}、残り %{available}。",
      buy: "ライセンスを購入",
      done: "ライセンスを%{smart_count}つ付与しました。",
    },
  },
};
