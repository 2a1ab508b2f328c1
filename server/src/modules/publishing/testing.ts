/* Publishing steps for other modules' tests: a tour with a scene, a tile, a publication. */
export {
  pageData,
  publish,
  settleStatistics,
  tourWithScene,
  writeTile,
} from "./testing/testKit";
