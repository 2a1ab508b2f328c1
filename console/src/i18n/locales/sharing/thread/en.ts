import type { koSharingComments, koSharingPreview } from "./ko";

/** The comment thread's English messages. */
export const enSharingComments: typeof koSharingComments = {
  title: "Comments",
  label: "Comment",
  placeholder: "Write a comment",
  counter: "{{count}} / {{max}}",
  counterLong: "{{count}} of {{max}} characters",
  post: "Post",
  posting: "Posting…",
  blank: "Write something before posting.",
  tooLong: "A comment can be at most {{max}} characters.",
  unstorable: "The text contains a character that cannot be saved.",
  retryIn: "(try again in {{seconds}} s)",
  list: "Comment list",
  byline: "Comment by {{name}}",
  you: "you",
  edited: "edited",
  edit: "Edit",
  editLabel: "Edit comment",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  deleteTitle: "Delete this comment?",
  deleteOwn: "The comment is removed for everyone. This cannot be undone.",
  deleteOther: "{{name}}'s comment is removed for everyone. This cannot be undone.",
  deleted: "The comment is deleted.",
  empty: "No comments yet. Be the first to comment.",
  loading: "Loading the comments…",
  loadFailed: "The comments could not be loaded.",
  retry: "Try again",
  older: "Show older comments",
  loadingOlder: "Loading…",
  panelHint:
    "Comments from the people this tour is shared with. As its owner you can delete any of them.",
};

/** The shared space preview's English messages. */
export const enSharingPreview: typeof koSharingPreview = {
  loading: "Loading the shared tour…",
  sharedBy: "Shared by {{name}}",
  tourFrame: "Tour: {{title}}",
  openTour: "Open the tour in a new tab",
  offline: "The owner has taken this tour offline. Its comments are still here.",
  notSharedTitle: "This tour is not shared with you",
  notSharedText:
    "It was never shared with you, or its owner has stopped sharing it or deleted the share code.",
  backToList: "Go to the tours shared with me",
  loadFailed: "The shared tour could not be loaded.",
  retry: "Try again",
};
