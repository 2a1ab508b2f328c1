import { makeAutoObservable, runInAction } from "mobx";

/** Why a submit failed: the rejection's message, or `null` when it carried none to show. */
export interface SubmitFailure {
  readonly message: string | null;
}

/**
 * The life of a payment form's submit: whether one was tried (field messages show from then
 * on), whether one is running (the button waits, a second click does nothing), why the last one
 * failed, and which field should take focus next (`checkForm` paths such as `cardNumber.1`;
 * the modal focuses it and says so with {@link focusDone}).
 */
export class FormAttempt {
  attempted = false;
  busy = false;
  failure: SubmitFailure | null = null;
  focusTarget: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Marks a submit as tried: the field messages show from now on. */
  markAttempted(): void {
    this.attempted = true;
    this.failure = null;
  }

  requestFocus(field: string): void {
    this.focusTarget = field;
  }

  focusDone(): void {
    this.focusTarget = null;
  }

  /**
   * Runs `send` unless a submit is already running. A rejection is kept as the failure, the field
   * messages wait for the next submit, and `onRejected` runs (the card forms forget their secrets there). True when `send` resolved.
   */
  async run(send: () => Promise<void>, onRejected: () => void): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await send();
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = { message: error instanceof Error && error.message ? error.message : null };
        // The fields the refusal cleared are to be typed again, not already wrong: their
        // messages wait for the next submit.
        this.attempted = false;
        onRejected();
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
