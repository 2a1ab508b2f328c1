export { type CopyMap, copyPath, copyTitle, remapForCopy } from "./copyRules";
export { type DumpProblem, droppedVoiceUrls, dumpProblems, markersToStore } from "./dumpRules";
