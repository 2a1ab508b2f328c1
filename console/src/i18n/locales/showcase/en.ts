import type { KoShowcase } from "./ko";

/** English texts of the landing page's showcase. */
export const enShowcase: KoShowcase = {
  title: "Made with Orbis",
  lead: "Tours the people on this server chose to feature.",
  open: "Open the tour “{{title}}” (new window)",
};
