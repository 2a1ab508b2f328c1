import type { StudentsMessages } from "./ko";

/** English texts of the students resource (`resources.students.*`, in Polyglot's format). */
export const enStudents: StudentsMessages = {
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
      empty: "%{file} is empty. Write the student names one per line, save it and upload it again.",
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
};
