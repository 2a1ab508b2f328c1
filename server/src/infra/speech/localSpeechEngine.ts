import type { Language, VoiceLanguage } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { espeakSpeak } from "./espeakWasm";
import { japaneseReading } from "./japaneseReading";
import { createMp3Writer, type Mp3Writer } from "./mp3Encoder";
import { chooseVoice, type SpeechEngine, voiceLanguage } from "./speechEngine";
import { splitForSpeech } from "./speechText";

/** A voice of the local engine: our stable id, its name, and the espeak-ng voice behind it. */
interface LocalVoice {
  readonly id: string;
  readonly name: string;
  /** espeak-ng voice, `+f3` being its female variant (the language's own voice is male). */
  readonly espeak: string;
}

/** The local voices, each language's default first; ids stay ours if the espeak names change. */
const VOICES: Readonly<Record<Language, readonly LocalVoice[]>> = {
  ko: [
    { id: "ko-female", name: "Korean, female", espeak: "ko+f3" },
    { id: "ko-male", name: "Korean, male", espeak: "ko" },
  ],
  en: [
    { id: "en-us-female", name: "English (America), female", espeak: "en-us+f3" },
    { id: "en-us-male", name: "English (America), male", espeak: "en-us" },
    { id: "en-gb-female", name: "English (Great Britain), female", espeak: "en+f3" },
    { id: "en-gb-male", name: "English (Great Britain), male", espeak: "en" },
  ],
  vi: [
    { id: "vi-north-female", name: "Vietnamese (Northern), female", espeak: "vi+f3" },
    { id: "vi-north-male", name: "Vietnamese (Northern), male", espeak: "vi" },
    { id: "vi-south-male", name: "Vietnamese (Southern), male", espeak: "vi-vn-x-south" },
  ],
  ja: [
    { id: "ja-female", name: "Japanese, female", espeak: "ja+f3" },
    { id: "ja-male", name: "Japanese, male", espeak: "ja" },
  ],
};

const ENGINE = "The local speech engine";

/** Tuning of {@link createLocalSpeechEngine}; the default suits production. */
export interface LocalSpeechEngineOptions {
  /**
   * Longest piece spoken at once. espeak-ng runs on the event loop; ~400 characters are a few
   * sentences, ~100 ms of work between which other requests get their turn.
   */
  readonly pieceLength?: number;
}

/**
 * The embedded speech engine (docs/architecture.md#parts-that-must-be-real): espeak-ng in WASM from npm, nothing to install, MP3
 * out. Robotic next to Polly, but it speaks all four languages, Vietnamese included.
 */
export const createLocalSpeechEngine = (options: LocalSpeechEngineOptions = {}): SpeechEngine => {
  const pieceLength = options.pieceLength ?? 400;
  const languages: VoiceLanguage[] = (Object.keys(VOICES) as Language[]).map((language) =>
    voiceLanguage(
      language,
      VOICES[language].map(({ id, name }) => ({ id, name })),
    ),
  );
  return {
    languages: async () => structuredClone(languages),
    synthesize: async (input) => {
      const voiceId = chooseVoice(ENGINE, languages, input);
      const voice = VOICES[input.language].find((v) => v.id === voiceId)?.espeak ?? "";
      try {
        const text = input.language === "ja" ? await japaneseReading(input.text) : input.text;
        let writer: Mp3Writer | undefined;
        let samples = 0;
        let sampleRate = 0;
        for (const piece of splitForSpeech(text, pieceLength, input.language)) {
          const pcm = await espeakSpeak(piece, voice);
          writer ??= createMp3Writer(pcm.sampleRate);
          await writer.write(pcm.samples);
          samples += pcm.samples.length;
          sampleRate = pcm.sampleRate;
        }
        if (writer === undefined) throw new Error("nothing to speak after reading the text");
        return {
          audio: await writer.end(),
          contentType: "audio/mpeg",
          extension: "mp3",
          durationMs: Math.round((samples / sampleRate) * 1000),
        };
      } catch (error) {
        throw new AppError(ErrorCode.internal, {
          message: `${ENGINE} failed: ${String(error)}`,
          cause: error,
        });
      }
    },
  };
};
