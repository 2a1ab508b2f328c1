import type { SnackbarSeverity } from "@orbis/core/device";
import { makeAutoObservable } from "mobx";

/** One message of the general snackbar. */
export interface SnackbarMessage {
  readonly id: number;
  readonly text: string;
  readonly severity: SnackbarSeverity;
  readonly closable: boolean;
}

/** What a caller may say about a message beyond its text. */
export interface SnackbarOptions {
  readonly severity?: SnackbarSeverity;
  readonly closable?: boolean;
}

/**
 * A snackbar that shows one message at a time for `timeoutMs`: later messages wait their turn,
 * each getting its full time once on show, so none is missed.
 */
export class SnackbarQueue {
  messages: SnackbarMessage[] = [];
  private nextId = 1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly timeoutMs: number) {
    makeAutoObservable<SnackbarQueue, "timer" | "nextId">(this, { timer: false, nextId: false });
  }

  /** The message on show, if any. */
  get current(): SnackbarMessage | undefined {
    return this.messages[0];
  }

  /** Queues a message; it shows at once when nothing else is on show. */
  show(text: string, options: SnackbarOptions = {}): SnackbarMessage {
    const message: SnackbarMessage = {
      id: this.nextId++,
      text,
      severity: options.severity ?? "info",
      closable: options.closable ?? true,
    };
    this.messages.push(message);
    if (this.messages.length === 1) this.startTimer();
    return message;
  }

  /** Hides the message on show (timeout or close button) and brings on the next one. */
  dismiss(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.messages.shift();
    if (this.messages.length > 0) this.startTimer();
  }

  private startTimer(): void {
    this.timer = setTimeout(() => this.dismiss(), this.timeoutMs);
  }
}
