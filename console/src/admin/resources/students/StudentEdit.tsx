import { USER_ALIAS_MAX_LENGTH } from "@orbis/core/contract";
import { Edit, maxLength, required, SimpleForm, TextField, TextInput } from "react-admin";

/** A student's alias (their name in the group); the server's PUT reads nothing else. */
export const StudentEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <TextField source="loginId" />
      <TextInput
        source="userAlias"
        validate={[required(), maxLength(USER_ALIAS_MAX_LENGTH)]}
        fullWidth
        autoFocus
      />
    </SimpleForm>
  </Edit>
);
