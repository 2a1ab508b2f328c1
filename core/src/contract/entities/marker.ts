import { z } from "zod";
import { languageSchema } from "../enums";
import { idSchema, linkSchema } from "./common";
import { titleSchema } from "./listing";
import { fovSchema, pitchSchema, yawSchema } from "./position";
import { storableString } from "./storableText";

/** Longest info-marker text. */
export const MARKER_TEXT_MAX_LENGTH = 5000;

/**
 * What every marker has: an id (clients mint ids for new markers, unique within the tour), the
 * scene it sits in, and its direction there.
 */
const markerBase = {
  id: idSchema,
  sceneId: idSchema,
  yaw: yawSchema,
  pitch: pitchSchema,
};

/** The view a scene link opens its target scene with; no `fov` keeps the current one. */
export const targetViewSchema = z.object({
  yaw: yawSchema,
  pitch: pitchSchema,
  fov: fovSchema.optional(),
});

/** A scene link: a click leads to the target scene, looking at the target view. */
export const linkMarkerSchema = z.object({
  ...markerBase,
  type: z.literal("link"),
  targetSceneId: idSchema,
  targetView: targetViewSchema,
});
/** A scene link marker. */
export type LinkMarker = z.infer<typeof linkMarkerSchema>;

/** The synthesised speech of an info marker's text (`PUT /polly/tours/{id}/markers/{markerId}/voice`). */
export const markerVoiceSchema = z.object({ language: languageSchema, url: linkSchema });
/** A marker's voice. */
export type MarkerVoice = z.infer<typeof markerVoiceSchema>;

/**
 * An info marker: a title, a text, an optional outside link, and the text's voice. The voice is
 * the server's to set (by the voice call); a voice sent in a tour dump is ignored.
 */
export const infoMarkerSchema = z.object({
  ...markerBase,
  type: z.literal("info"),
  title: titleSchema(100),
  text: storableString().max(MARKER_TEXT_MAX_LENGTH),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable(),
  voice: markerVoiceSchema.nullable(),
});
/** An info marker. */
export type InfoMarker = z.infer<typeof infoMarkerSchema>;

/** A marker, told apart by `type`. */
export const markerSchema = z.discriminatedUnion("type", [linkMarkerSchema, infoMarkerSchema]);
/** A marker. */
export type Marker = z.infer<typeof markerSchema>;

/** The kinds of markers. */
export type MarkerType = Marker["type"];

/** Body of `DELETE /tours/{id}/markers`: the markers to remove. */
export const markerIdsSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

/** Body of the marker voice call: the language to speak the marker's text in, and a voice. */
export const markerVoiceRequestSchema = z.object({
  language: languageSchema,
  /** One of the language's voices from `GET /polly/languages`; the engine's default when absent. */
  voiceId: storableString().min(1).max(64).optional(),
});

/** One line of `GET /polly/languages`: a language the speech engine has, and its voices. */
export const voiceLanguageSchema = z.object({
  language: languageSchema,
  name: storableString().min(1),
  voices: z.array(z.object({ id: storableString().min(1), name: storableString().min(1) })),
});
/** A speech language. */
export type VoiceLanguage = z.infer<typeof voiceLanguageSchema>;
