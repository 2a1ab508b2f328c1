/* glTF and GLB files for the model tests: the test kit's, built on each run, never committed. */
export { glbOf, gltfBytes, triangleGlb, triangleGltf } from "@orbis/testkit/models";
