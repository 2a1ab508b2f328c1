import { useId, useState } from "react";
import { embedCode } from "./pageData";

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  readonly url: string;
  readonly title: string;
  readonly onClose: () => void;
}

const copy = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/** The tour's link and its `<iframe>` embed code, each with a copy button. */
export const SharePanel = ({ url, title, onClose }: SharePanelProps) => {
  const headingId = useId();
  const [copied, setCopied] = useState<"link" | "embed" | null>(null);
  const code = embedCode(url, title);
  const copyOut = async (what: "link" | "embed") => {
    if (await copy(what === "link" ? url : code)) setCopied(what);
  };
  return (
    <section className="share" role="dialog" aria-labelledby={headingId} data-no-drag="">
      <header>
        <h2 id={headingId}>Share this tour</h2>
        <button type="button" className="icon" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <label>
        Link
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" onClick={() => copyOut("link")}>
        {copied === "link" ? "Link copied" : "Copy link"}
      </button>
      <label>
        Embed code
        <textarea readOnly rows={4} value={code} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" onClick={() => copyOut("embed")}>
        {copied === "embed" ? "Code copied" : "Copy embed code"}
      </button>
    </section>
  );
};
