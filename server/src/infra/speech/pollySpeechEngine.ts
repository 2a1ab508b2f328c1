import {
  type LanguageCode,
  PollyClient,
  type PollyClientConfig,
  SynthesizeSpeechCommand,
  type VoiceId,
} from "@aws-sdk/client-polly";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { concatMp3, type Mp3Audio } from "./mp3Frames";
import { pollyError } from "./pollyErrors";
import {
  describeAllVoices,
  type PollyCatalogue,
  pollyCatalogue,
  pollyLanguages,
} from "./pollyVoices";
import { chooseVoice, type SpeechEngine } from "./speechEngine";
import { splitForSpeech } from "./speechText";

/** Polly bills and accepts at most 3000 characters of plain text per SynthesizeSpeech. */
export const POLLY_MAX_CHARACTERS = 3000;

/** Where and how to reach Polly. */
export interface PollySpeechEngineOptions {
  readonly region: string;
  /** Another address for Polly (tests, VPC endpoints); AWS's own when absent. */
  readonly endpoint?: string;
  /** Left out in production: the SDK then reads AWS_* variables, profiles or the IAM role. */
  readonly credentials?: PollyClientConfig["credentials"];
  /** Attempts per call, throttling and 5xx included (the SDK's default is 3). */
  readonly maxAttempts?: number;
  /** How long the voice list is kept; Polly adds voices rarely. */
  readonly voicesTtlMs?: number;
}

const ENGINE = "AWS Polly";

/**
 * The speech engine at scale (docs/architecture.md#parts-that-must-be-real): Amazon Polly, MP3 out, neural voices where there
 * are. Long texts go in pieces cut at sentence ends and come back as one MP3.
 */
export const createPollySpeechEngine = (options: PollySpeechEngineOptions): SpeechEngine => {
  const client = new PollyClient({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    maxAttempts: options.maxAttempts,
  });
  const ttl = options.voicesTtlMs ?? 60 * 60_000;
  let cached: { until: number; catalogue: Promise<PollyCatalogue> } | undefined;

  /** The voice list, from cache or DescribeVoices; a failure is not kept. */
  const catalogue = () => {
    if (cached === undefined || cached.until < Date.now()) {
      const loading = describeAllVoices(client).then(pollyCatalogue, (error: unknown) => {
        cached = undefined;
        throw pollyError(error, "DescribeVoices");
      });
      cached = { until: Date.now() + ttl, catalogue: loading };
    }
    return cached.catalogue;
  };

  return {
    languages: async () => pollyLanguages(await catalogue()),
    synthesize: async (input) => {
      const voices = await catalogue();
      const id = chooseVoice(ENGINE, pollyLanguages(voices), input);
      const voice = voices.get(input.language)?.find((v) => v.id === id);
      if (voice === undefined)
        throw new AppError(ErrorCode.internal, { message: `${ENGINE} lost voice ${id}` });
      const files: Uint8Array[] = [];
      // One piece after the other: Polly's request rate per account is limited, and the order
      // of the pieces is the order of the speech.
      for (const Text of splitForSpeech(input.text, POLLY_MAX_CHARACTERS, input.language)) {
        try {
          const speech = await client.send(
            new SynthesizeSpeechCommand({
              Text,
              TextType: "text",
              OutputFormat: "mp3",
              VoiceId: voice.id as VoiceId,
              Engine: voice.engine,
              LanguageCode: voice.bilingual ? (voice.languageCode as LanguageCode) : undefined,
            }),
          );
          files.push((await speech.AudioStream?.transformToByteArray()) ?? new Uint8Array());
        } catch (error) {
          throw pollyError(error, "SynthesizeSpeech");
        }
      }
      let mp3: Mp3Audio;
      try {
        mp3 = concatMp3(files);
      } catch (error) {
        throw new AppError(ErrorCode.internal, {
          message: `${ENGINE} sent audio that is not MP3`,
          cause: error,
        });
      }
      return {
        audio: mp3.frames,
        contentType: "audio/mpeg",
        extension: "mp3",
        durationMs: mp3.durationMs,
      };
    },
  };
};
