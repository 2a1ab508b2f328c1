/* Where publishing keeps its files, and how a snapshot names the files it shows. */

/** Where version `version` of a tour is kept. */
export const snapshotKey = (tourId: string, version: number): string =>
  `published/${tourId}/v${version}.json`;

/** The tile folder of a scene revision, as the snapshot links it (the pipeline's key layout). */
export const tilesUrl = (tourId: string, sceneId: string, revision: number) =>
  `/cdn/tours/${tourId}/scenes/${sceneId}/r${revision}/tiles`;
