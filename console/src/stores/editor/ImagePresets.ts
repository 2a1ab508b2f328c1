import type { ImagePreset, Language } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { CatalogueState } from "./ModelCatalogue";

/** What the image presets need. */
export interface ImagePresetsDeps {
  readonly api: OrbisApi;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The ready-made images the editor offers beside an upload (`GET /tour/image-preset/list`):
 * nadir caps, a compass rose and hotspot badges, named in the interface language.
 */
export class ImagePresets {
  list: ImagePreset[] = [];
  state: CatalogueState = "idle";
  private language: Language | null = null;
  private asked = 0;

  constructor(private readonly deps: ImagePresetsDeps) {
    makeAutoObservable<ImagePresets, "deps" | "language" | "asked">(this, {
      deps: false,
      language: false,
      asked: false,
    });
  }

  /** The presets in `language`; nothing when already shown in it. */
  async open(language: Language): Promise<void> {
    if (this.language === language && (this.state === "ready" || this.state === "loading")) return;
    this.language = language;
    await this.load();
  }

  /** Asks again after a failure. */
  async retry(): Promise<void> {
    await this.load();
  }

  private async load(): Promise<void> {
    const asked = ++this.asked;
    this.state = "loading";
    try {
      const list = await this.deps.api.listImagePresets({
        headers: { "language-code": this.language ?? "ko" },
      });
      if (asked === this.asked)
        runInAction(() => {
          this.list = list;
          this.state = "ready";
        });
    } catch (error) {
      this.deps.log("image presets failed", error);
      if (asked === this.asked) runInAction(() => (this.state = "failed"));
    }
  }
}
