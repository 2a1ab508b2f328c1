import { ADMIN_TEXT_LIMITS } from "@orbis/core/admin";
import { Edit, SimpleForm, TextField, TextInput } from "react-admin";
import { limitedText } from "../../limitedText";

/** A student's alias (their name in the group); the server's PUT reads nothing else. */
export const StudentEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <TextField source="loginId" />
      <TextInput
        source="userAlias"
        {...limitedText(ADMIN_TEXT_LIMITS.students.userAlias, true)}
        fullWidth
        autoFocus
      />
    </SimpleForm>
  </Edit>
);
