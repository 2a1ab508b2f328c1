import type { MarkerVoice } from "@orbis/core/contract";
import { useEffect, useRef, useState } from "react";

/** Props of {@link VoicePlayer}. */
export interface VoicePlayerProps {
  readonly voice: MarkerVoice;
  /** Starts playing as soon as it is shown (the opening click counts as the user's gesture). */
  readonly autoPlay?: boolean;
}

/** A marker's voice with a play/pause button and its progress. */
export const VoicePlayer = ({ voice, autoPlay = false }: VoicePlayerProps) => {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = audio.current;
    if (!autoPlay || element === null) return;
    element.play().catch(() => setPlaying(false));
  }, [autoPlay]);

  // Another marker's voice replaces this one: stop, and start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: voice.url is the trigger
  useEffect(() => {
    setProgress(0);
    setFailed(false);
    return () => audio.current?.pause();
  }, [voice.url]);

  const toggle = () => {
    const element = audio.current;
    if (element === null) return;
    if (element.paused) element.play().catch(() => setFailed(true));
    else element.pause();
  };

  return (
    <div className="orbis-voice" lang={voice.language}>
      <button
        type="button"
        className="orbis-voice-toggle"
        aria-label={playing ? "Pause voice" : "Play voice"}
        onClick={toggle}
      >
        {playing ? "❚❚" : "▶"}
      </button>
      <progress
        className="orbis-voice-progress"
        max={1}
        value={progress}
        aria-label="Voice progress"
      />
      {failed && <span className="orbis-voice-error">The voice could not be played.</span>}
      {/* biome-ignore lint/a11y/useMediaCaption: the marker's text is shown above; this is its reading. */}
      <audio
        ref={audio}
        src={voice.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setProgress(1);
        }}
        onError={() => setFailed(true)}
        onTimeUpdate={(e) => {
          const { currentTime, duration } = e.currentTarget;
          if (duration > 0) setProgress(currentTime / duration);
        }}
      />
    </div>
  );
};
