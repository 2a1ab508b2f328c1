import { REVIEW_STATUSES } from "@orbis/core/admin";
import {
  Datagrid,
  DateField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  ShowButton,
  TextField,
} from "react-admin";
import { ListHeading } from "../../ListHeading";
import { SubmissionStatusChip } from "./SubmissionStatusChip";

/** The status filter's choices; react-admin translates the names. */
export const statusChoices = REVIEW_STATUSES.map((status) => ({
  id: status,
  name: `resources.submissions.status.${status}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="groupId" source="groupId" reference="groups" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

/** The review queue: submissions waiting for review first (the default filter), newest first. */
export const SubmissionList = () => (
  <>
    <ListHeading />
    <List
      filters={filters}
      filterDefaultValues={{ status: "in_review" }}
      sort={{ field: "submittedAt", order: "DESC" }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="studentAlias" />
        <ReferenceField source="groupId" reference="groups" sortable={false} />
        <SubmissionStatusChip source="status" />
        <DateField source="submittedAt" showTime />
        <DateField source="reviewedAt" showTime />
        {/* The row's click is the mouse's way in; this button is the keyboard's. */}
        <ShowButton />
      </Datagrid>
    </List>
  </>
);
