import { enResources } from "../../resources/locales/en";
import type { AdminMessages } from "./ko";

/** A record that is not there or not the caller's, as the admin says it. */
const notFound = "This record does not exist, or it is not one of yours.";

/** The admin's own English texts: its shell (title, no-access pages) and every resource's texts. */
export const enAdmin: AdminMessages = {
  orbis: {
    title: "Orbis admin",
    menu: "Menu",
    backToConsole: "Back to Orbis",
    loading: "Opening the admin console…",
    failed: "The admin console could not open. Please try again in a moment.",
    noAccess: {
      title: "This account has no access to the admin console",
      text: "The admin console is for education admins and certified instructors. Move to an education plan to manage student groups and licences.",
      plans: "See the plans",
      home: "Back to my projects",
    },
    studentAccess: {
      title: "The admin console is for instructors",
      text: "This is where instructors and education admins manage their classes, students, licences and reviews. Your class, your licence and the lectures you submitted are on your class page.",
      classPage: "Go to my class page",
    },
    notFound: notFound,
    fieldProblems: {
      unstorable: "Contains a character that cannot be stored (such as NUL)",
      format: "Not written in the expected form",
      invalid: "This value cannot be used",
    },
  },
  // react-admin's record pages say this when a record cannot be read: Orbis's words instead.
  ra: { notification: { item_doesnt_exist: notFound } },
  resources: enResources,
};
