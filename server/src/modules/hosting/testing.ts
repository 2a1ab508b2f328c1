/* Hosted image uploads for other modules' tests. */
export { image, upload } from "./testing/hostingTestKit";
