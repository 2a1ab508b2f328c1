import {
  Button,
  Checkbox,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import type { AdminStudent } from "@orbis/core/contract";
import {
  RecordContextProvider,
  ReferenceField,
  useCreatePath,
  useListContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router";
import { DeliverLicencesButton } from "./DeliverLicencesButton";
import { LicenceStateChip } from "./LicenceStateChip";

/**
 * The students on a phone: a simple list (name; login id, group and licence) in place of the
 * table, whose nine columns would make the page three screens wide. Each student keeps a
 * checkbox beside their link, so licences can still be delivered from a phone.
 */
export const PhoneStudentList = () => {
  const { data, selectedIds, onToggleItem, onUnselectItems } = useListContext<AdminStudent>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!data) return null;
  return (
    <>
      {selectedIds.length > 0 && (
        <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, px: 1 }}>
          <Typography>
            {translate("ra.action.bulk_actions", { smart_count: selectedIds.length })}
          </Typography>
          <DeliverLicencesButton />
          <Button size="small" onClick={() => onUnselectItems()}>
            {translate("ra.action.unselect")}
          </Button>
        </Stack>
      )}
      <List aria-label={translate("resources.students.name", { smart_count: 2 })}>
        {data.map((student) => (
          <RecordContextProvider key={student.id} value={student}>
            <ListItem disablePadding>
              <Checkbox
                checked={selectedIds.includes(student.id)}
                onChange={() => onToggleItem(student.id)}
                slotProps={{
                  input: {
                    "aria-label": translate("resources.students.select", {
                      name: student.userAlias,
                    }),
                  },
                }}
              />
              <ListItemButton
                component={Link}
                to={createPath({ resource: "students", id: student.id, type: "edit" })}
              >
                <ListItemText
                  primary={student.userAlias}
                  secondary={
                    <Stack component="span" direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                      <span>{student.loginId}</span>
                      <ReferenceField source="groupId" reference="groups" link={false} />
                      <LicenceStateChip source="licenceState" />
                    </Stack>
                  }
                />
              </ListItemButton>
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
    </>
  );
};
