/*
 * The published tour page's script (`/t/{slug}`). Stage one (boot.ts, no React) draws the
 * first scene as soon as its preview is decoded; stage two (app.tsx: React, the markers, the
 * bars, the map toggle) is fetched meanwhile (the page preloads it) and mounted after that first
 * frame, so its start-up never delays it. Cesium comes later still, only for the map or models.
 */
import "../viewer.css";
import "./page.css";
import { bootPanorama } from "./boot";
import { readPageData, startAnalytics } from "./pageData";
import { startVisitBeacons } from "./visitBeacons";

/** Longest wait for the first frame before the interface mounts anyway. */
const MOUNT_DEADLINE_MS = 1500;

const data = readPageData(document);
if (data.ga !== null) startAnalytics(data.ga);
const beacons = startVisitBeacons(data.tour.slug);
const root = document.getElementById("orbis-root");
if (root === null) throw new Error("The page has no #orbis-root.");
const booted = bootPanorama(data.tour, root);
const ready = booted
  ? Promise.race([booted.firstFrame, new Promise((r) => setTimeout(r, MOUNT_DEADLINE_MS))])
  : Promise.resolve();
ready
  .then(() => import("./app"))
  .then(({ mountTourPage }) => mountTourPage(root, data, booted?.engine, beacons));
