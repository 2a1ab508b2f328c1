/* Tour imports for other modules' tests. */
export { zipBytes } from "./testing/testArchives";
