import type { SnackbarSeverity } from "@orbis/core/device";
import { admitSnackbarMessage, snackbarKindOf } from "@orbis/core/device";
import { makeAutoObservable } from "mobx";

/** One message of the general snackbar. */
export interface SnackbarMessage {
  readonly id: number;
  readonly text: string;
  readonly severity: SnackbarSeverity;
  readonly closable: boolean;
  /** Messages of one kind replace each other (core's `admitSnackbarMessage`). */
  readonly kind: string;
  readonly action?: SnackbarAction;
}

/** A button beside a message's text (an error's way out: "Upgrade"); it also hides the message. */
export interface SnackbarAction {
  readonly label: string;
  readonly onAction: () => void;
}

/** What a caller may say about a message beyond its text. */
export interface SnackbarOptions {
  readonly severity?: SnackbarSeverity;
  readonly closable?: boolean;
  /**
   * What the message is about, when several texts stand for the same thing (every refused file
   * of an upload); unnamed, the text is the kind.
   */
  readonly kind?: string;
  readonly action?: SnackbarAction;
}

/**
 * A snackbar that shows one message at a time for `timeoutMs`, on core's policy: a new message
 * shows at once (with its full time), replacing older ones of its kind; the one it interrupted
 * waits behind it for a full turn of its own — on the screen it was raised on only: leaving that
 * screen, or taking a message's action (which leads elsewhere), drops the messages waiting, so an
 * old "created" never replays over the next screen (docs/decisions.md).
 */
export class SnackbarQueue {
  messages: SnackbarMessage[] = [];
  private nextId = 1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private held = false;

  constructor(private readonly timeoutMs: number) {
    makeAutoObservable<SnackbarQueue, "timer" | "nextId" | "held">(this, {
      timer: false,
      nextId: false,
      held: false,
    });
  }

  /** The message on show, if any. */
  get current(): SnackbarMessage | undefined {
    return this.messages[0];
  }

  /** Shows a message at once. */
  show(text: string, options: SnackbarOptions = {}): SnackbarMessage {
    const message: SnackbarMessage = {
      id: this.nextId++,
      text,
      severity: options.severity ?? "info",
      closable: options.closable ?? true,
      kind: snackbarKindOf(text, options.kind),
      ...(options.action && { action: options.action }),
    };
    this.messages = admitSnackbarMessage(this.messages, message);
    this.startTimer();
    return message;
  }

  /** Hides the message on show (timeout or close button) and brings on the next one. */
  dismiss(): void {
    this.messages = this.messages.slice(1);
    this.held = false;
    this.startTimer();
  }

  /** Runs the shown message's action, then hides it and drops those waiting behind it. */
  act(): void {
    const action = this.current?.action;
    this.messages = [];
    this.held = false;
    this.startTimer();
    action?.onAction();
  }

  /**
   * Another screen opened: the messages waiting are about the one left and are dropped. The one
   * on show finishes its time (it may say why the screen changed: signed out, deleted).
   */
  leaveScreen(): void {
    this.messages = this.messages.slice(0, 1);
  }

  /**
   * Keeps the message on show while the pointer or the keyboard focus is on it, so its action can
   * be reached before it times out (WCAG 2.2.1); {@link release} gives it a full time again.
   */
  hold(): void {
    this.held = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Ends a {@link hold}: the message on show gets a fresh full time. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.startTimer();
  }

  private startTimer(): void {
    clearTimeout(this.timer);
    this.timer =
      this.messages.length > 0 && !this.held
        ? setTimeout(() => this.dismiss(), this.timeoutMs)
        : undefined;
  }
}
