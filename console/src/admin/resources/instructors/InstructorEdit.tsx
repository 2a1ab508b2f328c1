import { ADMIN_TEXT_LIMITS } from "@orbis/core/admin";
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar } from "react-admin";
import { limitedText } from "../../limitedText";
import { CertificationPanel } from "./CertificationPanel";

const LIMITS = ADMIN_TEXT_LIMITS.instructors;

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
      <TextInput source="name" {...limitedText(LIMITS.name, true)} fullWidth />
      <TextInput
        source="organization"
        parse={asText}
        {...limitedText(LIMITS.organization)}
        fullWidth
      />
      {/* Its pattern is the server's to judge: a refusal marks the field (the data provider). */}
      <TextInput source="phone" fullWidth />
      <TextInput
        source="introduction"
        {...limitedText(LIMITS.introduction)}
        multiline
        minRows={3}
        fullWidth
      />
    </SimpleForm>
    <CertificationPanel />
  </Edit>
);
