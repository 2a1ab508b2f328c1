import type { InstructorsMessages } from "./ko";

/** English texts of the instructors resource (`resources.instructors.*`: the caller's own profile). */
export const enInstructors: InstructorsMessages = {
  name: "Instructor profile |||| Instructor profile",
  fields: {
    name: "Name",
    organization: "Organization",
    phone: "Phone",
    introduction: "Introduction",
  },
  missing: "Your instructor profile could not be found.",
  certification: {
    title: "Instructor certification",
    certified: "Certified",
    yes: "Yes",
    no: "No",
    number: "Certificate number",
    expiresAt: "Expires",
    renew: "Renew",
    renewed: "Your instructor certification was renewed.",
    needsPlan: "Pay for the instructor plan to renew it.",
    plans: "See the plans",
  },
};
