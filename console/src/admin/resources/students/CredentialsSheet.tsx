import DownloadIcon from "@mui/icons-material/Download";
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { GroupUserCredentials } from "@orbis/core/contract";
import { csvText, STUDENT_CSV_HEADINGS } from "@orbis/core/edu";
import { useTranslate } from "react-admin";
import { downloadText } from "../../../components/saveFile";
import { useStores } from "../../../stores/StoreContext";

/** The sign-in sheet as a CSV file: name, login id, password, headed in the console's language. */
const sheetCsv = (
  students: readonly GroupUserCredentials[],
  language: keyof typeof STUDENT_CSV_HEADINGS,
) => {
  const headings = STUDENT_CSV_HEADINGS[language];
  return csvText([
    [headings.userAlias, headings.loginId, headings.password],
    ...students.map((s) => [s.userAlias, s.loginId, s.password]),
  ]);
};

/**
 * The login ids and one-time passwords of students just created: shown this once (the server
 * never answers a password again), with the warning and the same sheet as a CSV file.
 */
export const CredentialsSheet = ({ students }: { students: readonly GroupUserCredentials[] }) => {
  const translate = useTranslate();
  const { ui } = useStores();
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate("resources.students.sheet.warning")}
      </Alert>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={() =>
          downloadText(
            translate("resources.students.sheet.fileName"),
            sheetCsv(students, ui.language),
          )
        }
      >
        {translate("resources.students.sheet.download")}
      </Button>
      <Table size="small" aria-label={translate("resources.students.sheet.title")}>
        <TableHead>
          <TableRow>
            <TableCell>{translate("resources.students.fields.userAlias")}</TableCell>
            <TableCell>{translate("resources.students.fields.loginId")}</TableCell>
            <TableCell>{STUDENT_CSV_HEADINGS[ui.language].password}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student) => (
            <TableRow key={student.userId}>
              <TableCell>{student.userAlias}</TableCell>
              <TableCell sx={{ fontFamily: "monospace" }}>{student.loginId}</TableCell>
              <TableCell sx={{ fontFamily: "monospace" }}>{student.password}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
