import type { AdminGroup } from "@orbis/core/contract";
import {
  Datagrid,
  DateField,
  DeleteButton,
  EditButton,
  List,
  NumberField,
  TextField,
  TextInput,
  useRecordContext,
} from "react-admin";
import { ListHeading } from "../../ListHeading";

/** Delete only shows for an empty group: the server refuses the rest (140023) anyway. */
const DeleteWhenEmpty = () => {
  const group = useRecordContext<AdminGroup>();
  return group && group.userCount === 0 ? <DeleteButton mutationMode="pessimistic" /> : null;
};

const filters = [<TextInput key="q" source="q" label="ra.action.search" alwaysOn resettable />];

/** The caller's groups, newest first. */
export const GroupList = () => (
  <>
    <ListHeading />
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <NumberField source="userCount" />
        <DateField source="createdAt" />
        <EditButton />
        <DeleteWhenEmpty />
      </Datagrid>
    </List>
  </>
);
