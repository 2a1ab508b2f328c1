import type { ConsoleMessages } from "../ko";

/** The coworker invitations' English messages. */
export const enCoworkers: ConsoleMessages["coworkers"] = {
  email: "Email of the account to invite",
  role: "Role",
  invite: "Invite",
  help: "Editors can edit and publish the tours; viewers can only look. Only emails with an Orbis account can be invited.",
  invited: "{{email}} is invited.",
  remove: "Remove",
  removeWho: "Remove {{name}}",
  removed: "The coworker is removed.",
  leave: "Leave the project",
  left: "You left the project.",
};
