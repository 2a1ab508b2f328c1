/*
 * Test images for other modules' tests: panoramas whose colours say which way they face, and a
 * JPEG whose header claims more pixels than it has.
 */
export {
  directionColour,
  directionPanorama,
  jpegDeclaring,
  noiseImage,
} from "./tiling/testing/testImages";
