/* Test images for other modules' tests: panoramas whose colours say which way they face. */
export { directionColour, directionPanorama, noiseImage } from "./tiling/testing/testImages";
