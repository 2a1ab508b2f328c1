import type { InfoMarker } from "@orbis/core/contract";
import { useEffect, useId } from "react";
import { VoicePlayer } from "./VoicePlayer";

/** Props of {@link InfoPanel}. */
export interface InfoPanelProps {
  readonly marker: InfoMarker;
  readonly onClose: () => void;
  /** Starts the voice at once. */
  readonly autoPlayVoice?: boolean;
}

/** An info marker opened: its title, text, link and voice. Escape or the close button closes it. */
export const InfoPanel = ({ marker, onClose, autoPlayVoice = false }: InfoPanelProps) => {
  const titleId = useId();
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", key);
    return () => window.removeEventListener("keydown", key);
  }, [onClose]);

  return (
    <section className="orbis-info" role="dialog" aria-labelledby={titleId} data-no-drag="">
      <header className="orbis-info-head">
        <h2 id={titleId}>{marker.title}</h2>
        <button type="button" className="orbis-info-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {marker.text !== "" && <p className="orbis-info-text">{marker.text}</p>}
      {marker.url !== null && (
        <a className="orbis-info-link" href={marker.url} target="_blank" rel="noopener noreferrer">
          {new URL(marker.url).host}
        </a>
      )}
      {marker.voice !== null && <VoicePlayer voice={marker.voice} autoPlay={autoPlayVoice} />}
    </section>
  );
};
