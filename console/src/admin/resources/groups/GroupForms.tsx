import { ADMIN_TEXT_LIMITS } from "@orbis/core/admin";
import { Create, Edit, SimpleForm, TextInput } from "react-admin";
import { limitedText } from "../../limitedText";

/** The one field of a group: its name, limited as the server limits it. */
const GroupFields = () => (
  <TextInput
    source="name"
    {...limitedText(ADMIN_TEXT_LIMITS.groups.name, true)}
    fullWidth
    autoFocus
  />
);

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
