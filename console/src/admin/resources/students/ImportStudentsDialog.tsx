import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { studentImportRows, studentImportVerdict } from "@orbis/core/admin";
import type { AdminGroup, GroupUserCredentials } from "@orbis/core/contract";
import { readStudentFile, type StudentFileProblem } from "@orbis/core/edu";
import { useEffect, useId, useMemo, useState } from "react";
import { useGetList, useRefresh, useTranslate } from "react-admin";
import { useErrorText } from "../../../screens/auth/useErrorText";
import { useStores } from "../../../stores/StoreContext";
import { CredentialsSheet } from "./CredentialsSheet";

const S = "resources.students.import";

const VISUALLY_HIDDEN = {
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  height: 1,
  overflow: "hidden",
  position: "absolute",
  whiteSpace: "nowrap",
  width: 1,
} as const;

/** Excel in Korea saves "CSV" in EUC-KR (CP949, which the browser's decoder reads). */
const decodeEucKr = (bytes: Uint8Array): string | null => {
  try {
    return new TextDecoder("euc-kr", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** The names already in a group (read before the preview, since they count as clashes). */
const useGroupAliases = (groupId: string) => {
  const { api } = useStores();
  const errorText = useErrorText();
  const [aliases, setAliases] = useState<readonly string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setAliases(null);
    setProblem(null);
    if (groupId === "") return;
    let live = true;
    api.listEduGroupUsers({ params: { groupId } }).then(
      (students) => live && setAliases(students.map((s) => s.userAlias)),
      (error: unknown) => live && setProblem(errorText(error)),
    );
    return () => {
      live = false;
    };
  }, [api, groupId, errorText]);
  return { aliases, problem };
};

/**
 * "Import students": a group, names pasted or read from a `.csv`/`.txt` file, a preview whose
 * rows say what is wrong with them (core's rules, the group's students counting as clashes),
 * then one all-or-none create and the sign-in sheet, shown once.
 */
export const ImportStudentsDialog = ({
  open,
  onClose,
  initialGroupId = "",
}: {
  open: boolean;
  onClose: () => void;
  initialGroupId?: string;
}) => {
  const translate = useTranslate();
  const { api } = useStores();
  const errorText = useErrorText();
  const refresh = useRefresh();
  const titleId = useId();
  const [groupId, setGroupId] = useState(initialGroupId);
  const [text, setText] = useState("");
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<{
    readonly file: string;
    readonly problem: StudentFileProblem;
  } | null>(null);
  const [created, setCreated] = useState<readonly GroupUserCredentials[] | null>(null);
  const groups = useGetList<AdminGroup>("groups", {
    pagination: { page: 1, perPage: 500 },
    sort: { field: "name", order: "ASC" },
  });
  const existing = useGroupAliases(groupId);
  const rows = useMemo(
    () => studentImportRows(text, existing.aliases ?? []),
    [text, existing.aliases],
  );
  const verdict = studentImportVerdict(rows);
  const canCreate = groupId !== "" && existing.aliases !== null && verdict === "ready" && !creating;

  const close = () => {
    setText("");
    setProblem(null);
    setFileProblem(null);
    setCreated(null);
    onClose();
  };

  // A file that cannot give names is refused with its reason before any preview, and the
  // names box is emptied so no earlier list stays ready to create.
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const reading = readStudentFile(new Uint8Array(await file.arrayBuffer()), decodeEucKr);
    setText(reading.text ?? "");
    setFileProblem(reading.problem === null ? null : { file: file.name, problem: reading.problem });
  };

  const create = async () => {
    setCreating(true);
    setProblem(null);
    try {
      const students = await api.createEduGroupUsers({
        params: { groupId },
        body: { users: rows.map((row) => ({ userAlias: row.name })) },
      });
      setCreated(students);
      refresh();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={creating ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {translate(created ? "resources.students.sheet.title" : `${S}.title`)}
      </DialogTitle>
      <DialogContent>
        {created ? (
          <CredentialsSheet students={created} />
        ) : (
          <>
            <TextField
              select
              fullWidth
              margin="normal"
              label={translate(`${S}.group`)}
              value={groupId}
              onChange={(event) => setGroupId(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" />
              {(groups.data ?? []).map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </TextField>
            {groupId !== "" && existing.aliases === null && existing.problem === null && (
              <>
                <Typography variant="body2">{translate(`${S}.reading`)}</Typography>
                <LinearProgress />
              </>
            )}
            {existing.problem && <Alert severity="error">{existing.problem}</Alert>}
            <TextField
              fullWidth
              multiline
              minRows={5}
              margin="normal"
              label={translate(`${S}.paste`)}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setFileProblem(null);
              }}
            />
            {/* A label that looks like a button, not a button: the file input inside it is the
                control (MUI's own upload pattern), so nothing interactive nests in another. */}
            {/* biome-ignore lint/a11y/useValidAriaRole: unset on purpose, or ButtonBase adds role="button" */}
            <Button
              component="label"
              role={undefined}
              tabIndex={-1}
              variant="outlined"
              sx={{ "&:focus-within": { outline: "2px solid", outlineOffset: 2 } }}
            >
              {translate(`${S}.file`)}
              {/* Visually hidden, not `hidden`: the input stays in the tab order for keyboards. */}
              <input
                style={VISUALLY_HIDDEN}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                onChange={(event) => {
                  void readFile(event.target.files?.[0]);
                  // Emptied, so choosing the same file again after fixing it reads it again.
                  event.target.value = "";
                }}
              />
            </Button>
            {fileProblem ? (
              <Alert severity="error" role="alert" sx={{ my: 2 }}>
                {translate(`${S}.fileProblems.${fileProblem.problem}`, { file: fileProblem.file })}
              </Alert>
            ) : (
              <Alert
                severity={verdict === "ready" ? "info" : "warning"}
                role="status"
                sx={{ my: 2 }}
              >
                {translate(`${S}.verdict.${verdict}`, { smart_count: rows.length })}
              </Alert>
            )}
            {rows.length > 0 && (
              <Table size="small" aria-label={translate(`${S}.preview`)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${S}.line`)}</TableCell>
                    <TableCell>{translate(`${S}.name`)}</TableCell>
                    <TableCell>{translate(`${S}.problem`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.line} data-problem={row.problem ?? undefined}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell sx={{ color: row.problem ? "error.main" : "success.main" }}>
                        {translate(row.problem ? `${S}.problems.${row.problem}` : `${S}.ok`)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={creating}>
          {translate(created ? "ra.action.close" : "ra.action.cancel")}
        </Button>
        {!created && (
          <Button
            variant="contained"
            disabled={!canCreate}
            aria-busy={creating}
            onClick={() => void create()}
          >
            {translate(creating ? `${S}.creating` : `${S}.create`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
