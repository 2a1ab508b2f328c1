/* Hosted image uploads for other modules' tests. */
export { type Image, image, type UploadResult, upload } from "./hostingTestKit";
