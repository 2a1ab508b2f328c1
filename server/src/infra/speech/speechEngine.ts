import type { Language, VoiceLanguage } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { LANGUAGE_NATIVE_NAMES } from "@orbis/core/i18n";

/** What to speak: a marker text, its language, and one of that language's voices. */
export interface SynthesisInput {
  readonly text: string;
  readonly language: Language;
  /** One of the language's voices from {@link SpeechEngine.languages}; its first when absent. */
  readonly voiceId?: string;
}

/** Speech ready for the file store: compressed audio a browser plays as it comes. */
export interface SynthesizedSpeech {
  readonly audio: Buffer;
  /** `audio/mpeg` from every engine, so the viewer's player meets one format. */
  readonly contentType: string;
  /** File name extension matching {@link contentType}, without the dot. */
  readonly extension: string;
  /** How long the speech plays, when the engine knows it. */
  readonly durationMs?: number;
}

/**
 * Text to speech (docs/architecture.md#parts-that-must-be-real): a local engine by default, AWS Polly when `POLLY_REGION` is set.
 * Both refuse what they cannot speak with `AppError(10400)` naming the problem, before any work.
 */
export interface SpeechEngine {
  /** The languages the engine speaks, each with its voices; a language's first voice is its default. */
  languages(): Promise<VoiceLanguage[]>;
  /** Speaks `input.text`, any length up to the marker limit, as one audio file. */
  synthesize(input: SynthesisInput): Promise<SynthesizedSpeech>;
}

/** A language's line in {@link SpeechEngine.languages}, named in itself as pickers show it. */
export const voiceLanguage = (
  language: Language,
  voices: VoiceLanguage["voices"],
): VoiceLanguage => ({ language, name: LANGUAGE_NATIVE_NAMES[language], voices });

/**
 * The voice `input` asks for among `languages`, or why not: shared by the engines so both refuse
 * blank text, a language without voices and a voice of another language in the same words.
 */
export const chooseVoice = (
  engine: string,
  languages: readonly VoiceLanguage[],
  input: SynthesisInput,
): string => {
  if (input.text.trim() === "") {
    throw new AppError(ErrorCode.badRequest, {
      message: "There is no text to speak: the text is empty",
    });
  }
  const line = languages.find((l) => l.language === input.language);
  const fallback = line?.voices[0];
  if (line === undefined || fallback === undefined) {
    throw new AppError(ErrorCode.badRequest, {
      // The language may come unchecked from a caller: name it even if it is none of ours.
      message: `${engine} has no voice for ${LANGUAGE_NATIVE_NAMES[input.language] ?? "the language"} (${input.language})`,
      details: { language: input.language },
    });
  }
  if (input.voiceId === undefined) return fallback.id;
  if (!line.voices.some((v) => v.id === input.voiceId)) {
    throw new AppError(ErrorCode.badRequest, {
      message: `${engine} has no voice "${input.voiceId}" for ${input.language}; it has ${line.voices
        .map((v) => v.id)
        .join(", ")}`,
      details: { language: input.language, voiceId: input.voiceId },
    });
  }
  return input.voiceId;
};
