import UploadIcon from "@mui/icons-material/Upload";
import { Button, type Theme, useMediaQuery } from "@mui/material";
import { useState } from "react";
import {
  Datagrid,
  DateField,
  EditButton,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from "react-admin";
import { ListHeading } from "../../ListHeading";
import { DeliverLicencesButton } from "./DeliverLicencesButton";
import { ExportGroupCsvButton } from "./ExportGroupCsvButton";
import { ImportStudentsDialog } from "./ImportStudentsDialog";
import { LicenceStateChip } from "./LicenceStateChip";
import { PhoneStudentList } from "./PhoneStudentList";
import { ResetPasswordButton } from "./ResetPasswordButton";

const licenceStateChoices = (["none", "delivered", "expired"] as const).map((id) => ({
  id,
  name: `resources.students.licenceStates.${id}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="groupId" source="groupId" reference="groups" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="licenceState" source="licenceState" choices={licenceStateChoices} />,
];

/** "Import students", starting on the group the list is filtered by. */
const ImportStudentsButton = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const groupId = typeof filterValues.groupId === "string" ? filterValues.groupId : "";
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {translate("resources.students.import.button")}
      </Button>
      {open && (
        <ImportStudentsDialog open initialGroupId={groupId} onClose={() => setOpen(false)} />
      )}
    </>
  );
};

const StudentListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ImportStudentsButton />
    <ExportGroupCsvButton />
  </TopToolbar>
);

/** The students as a table, on screens wider than a phone. */
const StudentTable = () => (
  <Datagrid rowClick="edit" bulkActionButtons={<DeliverLicencesButton />}>
    <TextField source="userAlias" />
    <TextField source="loginId" />
    <ReferenceField source="groupId" reference="groups" sortable />
    <LicenceStateChip
      source="licenceState"
      label="resources.students.fields.licenceState"
      sortable={false}
    />
    <DateField source="licenceExpiresAt" emptyText="–" />
    <DateField source="lastLoginAt" showTime emptyText="–" />
    <DateField source="createdAt" />
    <EditButton />
    <ResetPasswordButton />
  </Datagrid>
);

/**
 * The caller's students: search, filters by group and licence state, and the bulk actions; on a
 * phone a simple list in place of the table (react-admin's own demo does the same).
 */
export const StudentList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <>
      <ListHeading />
      <List
        filters={filters}
        actions={<StudentListActions />}
        sort={{ field: "createdAt", order: "DESC" }}
        // A new class has no students yet: the list, not react-admin's empty page, so that its
        // first students can be imported.
        empty={false}
      >
        {phone ? <PhoneStudentList /> : <StudentTable />}
      </List>
    </>
  );
};
