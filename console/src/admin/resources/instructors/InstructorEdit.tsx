import { Edit, required, SaveButton, SimpleForm, TextInput, Toolbar } from "react-admin";
import { CertificationPanel } from "./CertificationPanel";

/** Organization is a text, never null: an emptied field stays "" rather than react-admin's null. */
const asText = (value: string | null) => value ?? "";

/** Save only: a profile cannot be deleted (the admin API has no such route). */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The caller's instructor profile (the admin API's PUT), and their certification below it. */
export const InstructorEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} actions={false}>
    <SimpleForm toolbar={<SaveOnly />}>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="organization" parse={asText} fullWidth />
      <TextInput source="phone" fullWidth />
      <TextInput source="introduction" multiline minRows={3} fullWidth />
    </SimpleForm>
    <CertificationPanel />
  </Edit>
);
