/* Statistics of published tours: how a visit is classified, and how figures are cut. */
export { statisticsCsv } from "./statisticsCsv";
export { lastDays, STATISTICS_PRESET_DAYS } from "./statisticsPresets";
export { periodStart, type StatisticsSeries, statisticsSeries } from "./statisticsSeries";
export { beaconUrl, createVisitLog, newVisitId, type VisitLog } from "./visitLog";
export { type VisitorDevice, visitorDevice } from "./visitorDevice";
export { UNKNOWN_LANGUAGE, visitorLanguage } from "./visitorLanguage";
export { DIRECT_REFERRER, visitReferrer } from "./visitReferrer";
