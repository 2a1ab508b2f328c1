import {
  AI_IMAGES_PER_REQUEST,
  type AiImage,
  type AiImageStyle,
  aiImageCreateSchema,
} from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { AiImageRequest } from "../AiImagesStore";

/** The longest prompt `POST /edu/ai-image` takes (its schema's limit). */
export const AI_PROMPT_MAX_LENGTH = 1000;

/** What the prompt form needs from outside. */
export interface AiPromptFormDeps {
  /** The styles on offer; the first is chosen until the person picks one. */
  readonly styles: () => readonly AiImageStyle[];
  readonly create: (request: AiImageRequest) => Promise<readonly AiImage[]>;
}

/**
 * The "new panoramas" form: prompt, style and how many variations (1 to 4). It may be sent when
 * core's body schema takes it; the server's refusal (70009: the month's credits are used up) is
 * kept for the screen to say, and the prompt stays for another try.
 */
export class AiPromptForm {
  prompt = "";
  /** The style the person picked; null until they do. */
  picked: string | null = null;
  count = 1;
  submitting = false;
  /** Why the last request was refused, until the next one. */
  error: unknown = null;
  /** How many images the last request made. */
  requested = 0;

  constructor(private readonly deps: AiPromptFormDeps) {
    makeAutoObservable<AiPromptForm, "deps">(this, { deps: false });
  }

  /** The chosen style: the picked one while it is on offer, else the first. */
  get style(): string | null {
    const styles = this.deps.styles();
    return styles.find((s) => s.id === this.picked)?.id ?? styles[0]?.id ?? null;
  }

  /** The body as core's schema reads it, or null when it would be refused (a blank prompt). */
  get request(): AiImageRequest | null {
    const parsed = aiImageCreateSchema.safeParse({
      prompt: this.prompt,
      style: this.style,
      count: this.count,
    });
    return parsed.success ? parsed.data : null;
  }

  get canSubmit(): boolean {
    return !this.submitting && this.request !== null;
  }

  setPrompt(prompt: string): void {
    this.prompt = prompt.slice(0, AI_PROMPT_MAX_LENGTH);
  }

  pickStyle(id: string): void {
    this.picked = id;
  }

  setCount(count: number): void {
    this.count = Math.min(AI_IMAGES_PER_REQUEST, Math.max(1, Math.round(count)));
  }

  /** Sends the request; true when the images were asked for. */
  async submit(): Promise<boolean> {
    const request = this.request;
    if (request === null || this.submitting) return false;
    this.submitting = true;
    this.error = null;
    try {
      const images = await this.deps.create(request);
      runInAction(() => (this.requested = images.length));
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error;
        this.requested = 0;
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
