import { Create, Edit, required, SimpleForm, TextInput } from "react-admin";

/** The one field of a group: its name (the server's limit applies; its refusal names it). */
const GroupFields = () => <TextInput source="name" validate={required()} fullWidth autoFocus />;

/** A new group. */
export const GroupCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <GroupFields />
    </SimpleForm>
  </Create>
);

/** Renaming a group. */
export const GroupEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <GroupFields />
    </SimpleForm>
  </Edit>
);
