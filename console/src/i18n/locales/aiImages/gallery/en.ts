import type { koAiGallery } from "./ko";

/** The gallery of one's AI images, its dialogs and the editor's AI scene action, in English. */
export const enAiGallery: typeof koAiGallery = {
  title: "My AI images",
  none: "No AI images yet. Generate some above.",
  select: "Select “{{prompt}}”",
  picture: "AI panorama: {{prompt}}",
  requestedAt: "Requested {{date}}",
  selected_one: "{{count}} selected",
  selected_other: "{{count}} selected",
  page: "Page {{page}} of {{pages}}",
  previous: "Previous page",
  next: "Next page",
  delete: "Delete",
  addAsScenes: "Add as scenes",
  onlyComplete: "Only complete images can be added as scenes.",
  remove: {
    title: "Delete AI images?",
    text_one:
      "{{count}} image is deleted for good. An image still being generated is stopped and its credit returned.",
    text_other:
      "{{count}} images are deleted for good. Images still being generated are stopped and their credits returned.",
    cancel: "Cancel",
    confirm: "Delete",
    done_one: "{{count}} image deleted",
    done_other: "{{count}} images deleted",
  },
  scenes: {
    title: "Add as scenes",
    lead_one: "The image becomes a new scene of the tour you choose.",
    lead_other: "The {{count}} images become new scenes of the tour you choose.",
    project: "Project",
    tour: "Tour",
    loading: "Loading…",
    noProjects: "You have no projects yet. Make a project and a tour first.",
    noTours: "This project has no tours yet.",
    cancel: "Cancel",
    confirm: "Add to the tour",
    adding: "Adding…",
    done_one: "{{count}} scene added to “{{tour}}”",
    done_other: "{{count}} scenes added to “{{tour}}”",
    failed: "“{{prompt}}” could not be added: {{reason}}",
  },
  editor: {
    action: "Add a scene from an AI image",
    lead: "Choose one of your complete AI images: it becomes a new scene of this tour.",
    none: "You have no complete AI images yet. Make some in Create > AI image generation and selection.",
    choose: "Add “{{prompt}}”",
    close: "Close",
  },
};
