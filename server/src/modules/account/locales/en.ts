import type { RestoreMailTexts } from "../restoreMail";

/** English texts of the restore mail. */
export const enRestoreMail: RestoreMailTexts = {
  subject: "[Orbis] Restore your account",
  intro:
    "You asked to restore your deactivated Orbis account. Open the link below to use it again.",
  action: "Restore my account",
  outro: "The link works once, for 24 hours. If you did not ask for it, ignore this mail.",
};
